import { isRecord } from "./is-record";

/** Who a register entry is about, as far as the answer tells. */
export type PartyView =
  | { kind: "person"; name: string }
  | { kind: "entity"; name: string; registrationNumber: string | null; otherNumber: string | null }
  | { kind: "withheld" };

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/** A NaturalPerson whose name fields all arrived empty: the registry kept the person but not the details. */
export function isNamelessPerson(person: Record<string, unknown>): boolean {
  return text(person.name) === null && text(person.forename) === null && text(person.surname) === null;
}

export function personName(person: Record<string, unknown>): string {
  const full = [text(person.forename), text(person.surname)].filter(Boolean).join(" ");
  return text(person.name) ?? full;
}

/**
 * Reads the {natural_person, legal_entity_basic} pair of a register entry. A missing person
 * with no legal entity beside it means personal details were withheld, never "nobody".
 */
export function describeParty(entry: Record<string, unknown>): PartyView {
  const person = entry.natural_person;
  if (isRecord(person))
    return isNamelessPerson(person) ? { kind: "withheld" } : { kind: "person", name: personName(person) };
  const basic = entry.legal_entity_basic;
  if (!isRecord(basic)) return { kind: "withheld" };
  const registrationNumber = text(basic.registration_number);
  const otherNumber = text(basic.foreign_registration_number) ?? text(basic.external_object_number);
  // A dash, not words: the name stands as data in every language, and the register gave none.
  const name = text(basic.name) ?? registrationNumber ?? otherNumber ?? "—";
  return { kind: "entity", name, registrationNumber, otherNumber };
}

/**
 * Whether an object carries a party in the spec's shape: a person or a legal entity (or, where personal
 * details were withheld, the empty place of one). The one test of this for the profile, graph, history and exports.
 */
export function hasParty(entry: Record<string, unknown>): boolean {
  return "natural_person" in entry || "legal_entity_basic" in entry;
}

/** A party with a place for a person but neither a person nor an entity in it: the person was withheld. */
export function isWithheldParty(entry: Record<string, unknown>): boolean {
  return "natural_person" in entry && describeParty(entry).kind === "withheld";
}

/**
 * Whether a person field (a school's general manager) hides a person: its id says there is one while
 * the person object is missing or nameless.
 */
export function isWithheldPerson(person: unknown, id: unknown): boolean {
  if (isRecord(person)) return isNamelessPerson(person);
  return (person === null || person === undefined) && id !== null && id !== undefined;
}
