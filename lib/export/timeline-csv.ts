import { timelineOf } from "@/lib/timeline/timeline-of";
import { TIMELINE_CATEGORIES } from "@/lib/record/timeline-categories";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import type { CsvTable } from "./csv-table";

/** timeline.csv: every dated event of the record, newest first, as the History section lists them. */
export function timelineCsv(record: LegalEntity): CsvTable {
  return {
    header: ["Date", "Category", "Event", "Annulled", "Removed on", "Profile section"],
    rows: timelineOf(record).map((e) => [
      e.date,
      TIMELINE_CATEGORIES[e.category].label,
      e.title,
      e.annulled ? "Yes" : "",
      e.removedOn ?? "",
      `#${e.sectionAnchor}`,
    ]),
  };
}
