import { humanizeKey } from "@/lib/format/humanize-code";
import { hasParty } from "@/lib/profile/party";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import { type CsvTable, PARTY_HEADER, dateCell, partyCells, standing, yesNo } from "./csv-table";

/** Shown by the party cells or meaningless outside the registry. */
const COVERED = new Set(["id", "legal_entity_id", "natural_person", "legal_entity_basic_id", "legal_entity_basic"]);
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T/;

function cell(value: unknown): unknown {
  if (typeof value === "boolean") return yesNo(value);
  if (typeof value === "string" && TIMESTAMP.test(value)) return dateCell(value);
  return value;
}

/**
 * beneficial-owners.csv. The spec does not list the item fields, so the columns are every field
 * the items carry (in the order first seen), after the party; nested values are written as JSON.
 */
export function beneficialOwnersCsv(record: LegalEntity, now: number): CsvTable {
  const items = record.BeneficialOwners;
  const keys = [...new Set(items.flatMap((item) => Object.keys(item)))].filter((key) => !COVERED.has(key));
  const withParty = items.some(hasParty);
  return {
    header: ["Id", ...(withParty ? PARTY_HEADER : []), ...keys.map(humanizeKey), "Standing"],
    rows: items.map((item) => [
      item.id,
      ...(withParty ? partyCells(item) : []),
      ...keys.map((key) => cell(item[key])),
      standing(item, now),
    ]),
  };
}
