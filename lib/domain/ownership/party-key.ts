import { isRecord } from "@/lib/domain/profile/is-record";
import { isRegcode } from "@/lib/registry/regcode/regcode";
import { foldName, personKey } from "./name-key";

type Party = Record<string, unknown>;

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/** An entity's key: its Latvian number, else its foreign number (or name) with its country; null with neither. */
export function entityKey(basic: Party, place: string | null): string | null {
  const number = text(basic.registration_number);
  if (number !== null && isRegcode(number)) return number;
  const other = text(basic.foreign_registration_number) ?? text(basic.external_object_number);
  const name = text(basic.name) ?? place;
  if (other === null && name === null) return null;
  return `foreign:${(text(basic.country) ?? "").toUpperCase()}:${other ?? foldName(name!)}`;
}

/**
 * Who a register entry's party is, as sanctions are matched to holders: a person by name key, an entity by
 * its number (or foreign number or name with country); null for a withheld person. The determination and
 * the profile's flags on officers and members match by this one key.
 */
export function partyKey(party: Party): string | null {
  if (isRecord(party.natural_person)) return personKey(party.natural_person);
  return isRecord(party.legal_entity_basic) ? entityKey(party.legal_entity_basic, null) : null;
}
