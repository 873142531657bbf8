import type { Locale } from "@/lib/platform/i18n/locales";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import type { Officer } from "@/lib/registry/schemas/lists";
import { translator } from "@/lib/platform/i18n/translator";
import { type CsvTable, dateCell, header, partyCells, standing } from "./csv-table";

/** Rights of representation in one cell; their types stay the register's codes, as in the other columns. */
function rights(officer: Officer, locale: Locale): string {
  const t = translator(locale, "timeline");
  return officer.rights_of_representation
    .map((r) => {
      const atLeast = r.with_at_least === null ? "" : ` (${t("csv.withAtLeast", { count: String(r.with_at_least) })})`;
      const details = typeof r.details === "string" && r.details !== "" ? `: ${r.details}` : "";
      return `${String(r.type ?? "")}${atLeast}${details}`;
    })
    .join("; ");
}

/** officers.csv: one row per officer, current and former, in the order received. */
export function officersCsv(record: LegalEntity, now: number, locale: Locale): CsvTable {
  return {
    header: header(
      [
        "position",
        "position_details",
        "governing_body",
        "rights_of_representation",
        "appointed_on",
        "term_until",
        "resigned_on",
        "registered_on",
        "removed_on",
      ],
      locale,
    ),
    rows: record.Officers.map((o) => [
      o.id,
      ...partyCells(o, locale),
      o.position,
      o.position_details,
      o.governing_body,
      rights(o, locale),
      dateCell(o.appointed_on),
      dateCell(o.term_until),
      dateCell(o.resigned_on),
      dateCell(o.registered_on),
      dateCell(o.removed_on),
      standing(o, now, locale),
    ]),
  };
}
