import { formatDate } from "@/lib/format/format-date";
import { isAnnulled, isFormer } from "@/lib/profile/history";
import { isRecord } from "@/lib/profile/is-record";
import { describeParty } from "@/lib/profile/party";
import { WITHHELD_LABEL } from "@/lib/profile/withheld";
import { fieldLabel } from "@/lib/record/labels";

/** One CSV file before encoding: a header row and one row per register entry. */
export interface CsvTable {
  header: string[];
  rows: unknown[][];
}

const PARTY_HEADER = ["Party type", "Name", "Registration number"];

/**
 * The header of an entry list: its id, its party, the fields under the labels the profile gives them,
 * and whether the entry stands; rows follow the same order.
 */
export function header(keys: readonly string[], withParty = true): string[] {
  return [fieldLabel("id"), ...(withParty ? PARTY_HEADER : []), ...keys.map(fieldLabel), "Standing"];
}

/** Who an entry is about, in three cells; a withheld person is named as such, never left blank. */
export function partyCells(entry: unknown): [string, string, string] {
  if (!isRecord(entry)) return ["", "", ""];
  const party = describeParty(entry);
  if (party.kind === "withheld") return ["Withheld person", WITHHELD_LABEL, ""];
  if (party.kind === "person") return ["Person", party.name, ""];
  return ["Legal entity", party.name, party.registrationNumber ?? party.otherNumber ?? ""];
}

/** A party in one cell, for lists of parties inside a row (joint owners, representative). */
export function partyText(entry: unknown): string {
  const [, name, number] = partyCells(entry);
  return number ? `${name} (${number})` : name;
}

/** Whether an entry was in force when the registry answered, as the profile marks it. */
export function standing(entry: object, now: number): string {
  if (isAnnulled(entry)) return "Annulled";
  return isFormer(entry, now) ? "Former" : "Current";
}

/** A registry timestamp as the YYYY-MM-DD date the profile shows. */
export function dateCell(value: unknown): string {
  return typeof value === "string" ? formatDate(value) || value : "";
}

/** A flag as a reader says it; unknown stays empty rather than "No". */
export function yesNo(value: unknown): string {
  return value === true ? "Yes" : value === false ? "No" : "";
}
