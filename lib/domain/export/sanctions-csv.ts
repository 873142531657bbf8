import type { Locale } from "@/lib/platform/i18n/locales";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import type { EntitySanction, RelatedSanction } from "@/lib/registry/schemas/sanctions";
import { translator } from "@/lib/platform/i18n/translator";
import { type CsvTable, dateCell, header, partyCells, standing } from "./csv-table";

const links = (s: EntitySanction | RelatedSanction) => s.sanction_links.map((l) => String(l.value ?? "")).join(" ");

/**
 * sanctions.csv: the entity's own listings, then directly and indirectly related persons and
 * entities, one row per listing, with the source links.
 */
export function sanctionsCsv(record: LegalEntity, now: number, locale: Locale): CsvTable {
  const t = translator(locale, "timeline");
  const s = record.Sanctions;
  const common = (x: EntitySanction | RelatedSanction) => [
    x.list,
    x.program,
    dateCell(x.entry_date),
    dateCell(x.registered_on),
    dateCell(x.removed_on),
    links(x),
    standing(x, now, locale),
  ];
  const related = (scope: string, list: readonly RelatedSanction[]) =>
    list.map((x) => [scope, x.id, ...partyCells(x, locale), x.position, ...common(x)]);
  return {
    header: [
      t("csv.scope"),
      ...header(["position", "list", "program", "entry_date", "registered_on", "removed_on", "sanction_links"], locale),
    ],
    rows: s
      ? [
          ...s.legal_entity_sanctions.map((x) => [
            t("csv.theEntity"),
            x.id,
            t("csv.legalEntity"),
            record.legal_name,
            record.registration_number,
            "",
            ...common(x),
          ]),
          ...related(t("csv.directlyRelated"), s.directly_related_sanctions),
          ...related(t("csv.indirectlyRelated"), s.indirectly_related_sanctions),
        ]
      : [],
  };
}
