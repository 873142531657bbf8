import { hasParty } from "@/lib/domain/profile/party";
import { legalEntityBasicSchema, naturalPersonSchema } from "@/lib/registry/schemas/parties";
import type { PartyRef } from "./party-node";

/** An item of a list whose fields the spec does not show. */
export type UnshownItem = Record<string, unknown>;

export function textField(item: UnshownItem, key: string): string | null {
  const value = item[key];
  if (typeof value === "string" && value !== "") return value;
  if (typeof value === "number") return String(value);
  return null;
}

/** The party of an unshown-schema item, when it carries the usual `natural_person` / `legal_entity_basic` keys. */
export function unshownParty(item: UnshownItem): PartyRef | null {
  if (!hasParty(item)) return null;
  const person = naturalPersonSchema.safeParse(item.natural_person);
  const entity = legalEntityBasicSchema.safeParse(item.legal_entity_basic);
  return {
    natural_person: person.success ? person.data : null,
    legal_entity_basic: entity.success ? entity.data : null,
  };
}

export function itemId(item: UnshownItem, index: number): string {
  return textField(item, "id") ?? `#${index}`;
}
