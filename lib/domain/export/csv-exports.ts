import type { Locale } from "@/lib/platform/i18n/locales";
import type { Messages } from "@/lib/platform/i18n/messages";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import { translator } from "@/lib/platform/i18n/translator";
import { beneficialOwnersCsv } from "./beneficial-owners-csv";
import type { CsvTable } from "./csv-table";
import { membersCsv } from "./members-csv";
import { officersCsv } from "./officers-csv";
import { sanctionsCsv } from "./sanctions-csv";
import { timelineCsv } from "./timeline-csv";

/**
 * The CSV files offered for every entity, by the name they are downloaded under (after the regcode),
 * with the key of their label in timeline.exports. The file's name is the same in every language;
 * its header row and words are in the requester's.
 */
export const CSV_EXPORTS = {
  "officers.csv": { labelKey: "officers", build: officersCsv },
  "members.csv": { labelKey: "members", build: membersCsv },
  "beneficial-owners.csv": { labelKey: "beneficialOwners", build: beneficialOwnersCsv },
  "sanctions.csv": { labelKey: "sanctions", build: sanctionsCsv },
  "timeline.csv": { labelKey: "timeline", build: (record, _now, locale) => timelineCsv(record, locale) },
} satisfies Record<
  string,
  {
    labelKey: Exclude<keyof Messages["timeline"]["exports"], "record" | "csvFile">;
    build: (record: LegalEntity, now: number, locale: Locale) => CsvTable;
  }
>;

export type CsvExportName = keyof typeof CSV_EXPORTS;

export function isCsvExportName(name: string): name is CsvExportName {
  return Object.hasOwn(CSV_EXPORTS, name);
}

/** Every export of an entity, as linked from the profile and the report, labelled in `locale`. */
export function exportFiles(locale: Locale): { file: string; label: string }[] {
  const t = translator(locale, "timeline");
  return [
    { file: "record.json", label: t("exports.record") },
    ...Object.entries(CSV_EXPORTS).map(([file, { labelKey }]) => ({
      file,
      label: t("exports.csvFile", { label: t(`exports.${labelKey}`) }),
    })),
  ];
}

/** The downloaded file's name: the registration number first, so a folder of exports sorts by entity. */
export function exportFilename(regcode: string, file: string): string {
  return `${regcode}-${file}`;
}
