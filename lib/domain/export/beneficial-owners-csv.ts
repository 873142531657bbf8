import { hasParty } from "@/lib/domain/profile/party";
import type { Locale } from "@/lib/platform/i18n/locales";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import { type CsvTable, header, partyCells, standing, yesNo } from "./csv-table";

/** Shown by the party cells or meaningless outside the registry. */
const COVERED = new Set(["id", "legal_entity_id", "natural_person", "legal_entity_basic_id", "legal_entity_basic"]);

/**
 * beneficial-owners.csv. The spec does not list the item fields, so the columns are every field
 * the items carry (in the order first seen), after the party; values are written as received
 * (the profile shows them as text too), nested values as JSON.
 */
export function beneficialOwnersCsv(record: LegalEntity, now: number, locale: Locale): CsvTable {
  const items = record.BeneficialOwners;
  const keys = [...new Set(items.flatMap((item) => Object.keys(item)))].filter((key) => !COVERED.has(key));
  const withParty = items.some(hasParty);
  return {
    header: header(keys, locale, withParty),
    rows: items.map((item) => [
      item.id,
      ...(withParty ? partyCells(item, locale) : []),
      ...keys.map((key) => (typeof item[key] === "boolean" ? yesNo(item[key], locale) : item[key])),
      standing(item, now, locale),
    ]),
  };
}
