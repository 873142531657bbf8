import { formatDate } from "@/lib/platform/format/format-date";
import type { Locale } from "@/lib/platform/i18n/locales";
import { isAnnulled, isFormer } from "@/lib/domain/profile/history";
import { isRecord } from "@/lib/domain/profile/is-record";
import { describeParty } from "@/lib/domain/profile/party";
import { withheldLabel } from "@/lib/domain/profile/withheld";
import { fieldLabel } from "@/lib/registry/record/labels";
import { translator } from "@/lib/platform/i18n/translator";

/** One CSV file before encoding: a header row and one row per register entry. */
export interface CsvTable {
  header: string[];
  rows: unknown[][];
}

/**
 * The header of an entry list, in the requester's language: its id, its party, the fields under the
 * labels the profile gives them, and whether the entry stands; rows follow the same order.
 */
export function header(keys: readonly string[], locale: Locale, withParty = true): string[] {
  const t = translator(locale, "timeline");
  const party = [t("csv.partyType"), t("csv.name"), t("csv.registrationNumber")];
  const label = (key: string) => fieldLabel(key, locale);
  return [label("id"), ...(withParty ? party : []), ...keys.map(label), t("csv.standing")];
}

/** Who an entry is about, in three cells; a withheld person is named as such, never left blank. */
export function partyCells(entry: unknown, locale: Locale): [string, string, string] {
  if (!isRecord(entry)) return ["", "", ""];
  const t = translator(locale, "timeline");
  const party = describeParty(entry);
  if (party.kind === "withheld") return [t("csv.withheldPerson"), withheldLabel(locale), ""];
  if (party.kind === "person") return [t("csv.person"), party.name, ""];
  return [t("csv.legalEntity"), party.name, party.registrationNumber ?? party.otherNumber ?? ""];
}

/** A party in one cell, for lists of parties inside a row (joint owners, representative). */
export function partyText(entry: unknown, locale: Locale): string {
  const [, name, number] = partyCells(entry, locale);
  return number ? `${name} (${number})` : name;
}

/** Whether an entry was in force when the registry answered, as the profile marks it. */
export function standing(entry: object, now: number, locale: Locale): string {
  const t = translator(locale, "timeline");
  if (isAnnulled(entry)) return t("csv.annulled");
  return isFormer(entry, now) ? t("csv.former") : t("csv.current");
}

/** A registry timestamp as a YYYY-MM-DD date, in every language: files are read by programs too. */
export function dateCell(value: unknown): string {
  return typeof value === "string" ? formatDate(value) || value : "";
}

/** A flag as a reader says it; unknown stays empty rather than "No". */
export function yesNo(value: unknown, locale: Locale): string {
  const t = translator(locale, "timeline");
  return value === true ? t("csv.yes") : value === false ? t("csv.no") : "";
}
