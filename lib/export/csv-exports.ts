import { withSnapshot } from "@/lib/evidence/entity-paths";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import { beneficialOwnersCsv } from "./beneficial-owners-csv";
import type { CsvTable } from "./csv-table";
import { membersCsv } from "./members-csv";
import { officersCsv } from "./officers-csv";
import { sanctionsCsv } from "./sanctions-csv";
import { timelineCsv } from "./timeline-csv";

/** The CSV files offered for every entity, by the name they are downloaded under (after the regcode). */
export const CSV_EXPORTS = {
  "officers.csv": { label: "Officers", build: officersCsv },
  "members.csv": { label: "Members", build: membersCsv },
  "beneficial-owners.csv": { label: "Beneficial owners", build: beneficialOwnersCsv },
  "sanctions.csv": { label: "Sanctions", build: sanctionsCsv },
  "timeline.csv": { label: "History", build: timelineCsv },
} satisfies Record<string, { label: string; build: (record: LegalEntity, now: number) => CsvTable }>;

export type CsvExportName = keyof typeof CSV_EXPORTS;

export function isCsvExportName(name: string): name is CsvExportName {
  return Object.hasOwn(CSV_EXPORTS, name);
}

/** Every export of an entity, as linked from the profile and the report. */
export const EXPORT_FILES = [
  { file: "record.json", label: "Record (JSON)" },
  ...Object.entries(CSV_EXPORTS).map(([file, { label }]) => ({ file, label: `${label} (CSV)` })),
];

/** The download of one export, of the live record or of the stored copy `snapshot`. */
export function exportHref(regcode: string, file: string, snapshot?: string): string {
  return withSnapshot(`/api/legal-entities/${regcode}/export/${file}`, snapshot);
}

/** The downloaded file's name: the registration number first, so a folder of exports sorts by entity. */
export function exportFilename(regcode: string, file: string): string {
  return `${regcode}-${file}`;
}
