import { isNamelessPerson, personName } from "@/lib/domain/profile/party";
import { withheldLabel } from "@/lib/domain/profile/withheld";
import type { Locale } from "@/lib/platform/i18n/locales";
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
 * A legal entity node, identified by its registration number, else its foreign number, else its name,
 * so the same company named in several lists is drawn once.
 */
export function entityNode(ref: EntityRef, occurrence: string, locale: Locale): GraphNode {
  const t = translator(locale, "graph");
  const name = ref.name ?? ref.current_name ?? null;
  const country = ref.country ?? null;
  if (ref.registration_number) {
    const label = name ?? t("nodes.registrationNumber", { number: ref.registration_number });
    return node(nodeId.entity(ref.registration_number), "entity", label, { regcode: ref.registration_number, country });
  }
  if (ref.foreign_registration_number) {
    const id = nodeId.foreign(country, ref.foreign_registration_number);
    return node(id, "entity", name ?? ref.foreign_registration_number, { country });
  }
  if (name) return node(nodeId.named(name), "entity", name, { country });
  return node(nodeId.unnamed(occurrence), "entity", t("nodes.unnamedEntity"), { country });
}

/**
 * The node for one party of a relationship. A person whose details are withheld gets a node of
 * its own per occurrence: two withheld entries may or may not be the same person, so they are never merged.
 */
export function partyNode(party: PartyRef, occurrence: string, locale: Locale): GraphNode {
  if (party.legal_entity_basic) return entityNode(party.legal_entity_basic, occurrence, locale);
  const person = party.natural_person;
  // The profile's own rules decide who is withheld, so graph nodes and page placeholders always agree.
  if (!person || isNamelessPerson(person)) return node(nodeId.withheld(occurrence), "withheld", withheldLabel(locale));
  return node(nodeId.person(person.id), "person", personName(person), { country: person.country });
}
