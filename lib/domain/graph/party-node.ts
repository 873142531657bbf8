import { personKey } from "@/lib/domain/ownership/name-key";
import { entityKey } from "@/lib/domain/ownership/party-key";
import { personName } from "@/lib/domain/profile/party";
import { withheldLabel } from "@/lib/domain/profile/withheld";
import type { Locale } from "@/lib/platform/i18n/locales";
import { isRegcode } from "@/lib/registry/regcode/regcode";
import type { LegalEntityBasic, NaturalPerson } from "@/lib/registry/schemas/parties";
import type { GraphNode } from "./graph-types";
import { translator } from "@/lib/platform/i18n/translator";
import { nodeId } from "./node-id";

/** The identifying fields every kind of related-entity object carries in some form. */
export interface EntityRef {
  registration_number?: string | null;
  foreign_registration_number?: string | null;
  name?: string | null;
  current_name?: string | null;
  country?: string | null;
}

export interface PartyRef {
  natural_person?: NaturalPerson | null;
  legal_entity_basic?: LegalEntityBasic | null;
}

function node(id: string, kind: GraphNode["kind"], label: string, extra: Partial<GraphNode> = {}): GraphNode {
  return { id, kind, label, regcode: null, country: null, sanctioned: false, sanctionNotes: [], level: 0, ...extra };
}

/**
 * A legal entity node, identified by the key sanctions and the ownership determination match entities by (its
 * Latvian number, else its foreign number or folded name with its country), so the same company named in
 * several lists, or spelled with and without diacritics, is drawn once.
 */
export function entityNode(ref: EntityRef, occurrence: string, locale: Locale): GraphNode {
  const t = translator(locale, "graph");
  const name = ref.name ?? ref.current_name ?? null;
  const country = ref.country ?? null;
  const key = entityKey({ ...ref }, ref.current_name ?? null);
  if (key === null) return node(nodeId.unnamed(occurrence), "entity", t("nodes.unnamedEntity"), { country });
  if (isRegcode(key)) {
    const label = name ?? t("nodes.registrationNumber", { number: key });
    return node(nodeId.entity(key), "entity", label, { regcode: key, country });
  }
  const number = ref.foreign_registration_number ?? ref.registration_number ?? key;
  return node(nodeId.foreign(key), "entity", name ?? number, { country });
}

/**
 * The node for one party of a relationship: one per person or entity however many roles it holds, as the
 * profile's tables match a party to the record's sanctions. A person whose details are withheld gets a node
 * of its own per occurrence: two withheld entries may or may not be the same person, so they are never merged.
 */
export function partyNode(party: PartyRef, occurrence: string, locale: Locale): GraphNode {
  if (party.legal_entity_basic) return entityNode(party.legal_entity_basic, occurrence, locale);
  const person = party.natural_person;
  // The profile's own rules decide who is withheld (no name key), so graph nodes and page placeholders agree.
  const key = person ? personKey(person) : null;
  if (!person || key === null) return node(nodeId.withheld(occurrence), "withheld", withheldLabel(locale));
  return node(nodeId.person(key), "person", personName(person), { country: person.country });
}
