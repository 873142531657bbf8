import type { Locale } from "@/lib/platform/i18n/locales";
import { timelineCategoryLabel } from "@/lib/registry/record/labels";
import type { TimelineCategory } from "@/lib/registry/record/timeline-categories";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import { timelineOf } from "@/lib/domain/timeline/timeline-of";
import { translator } from "@/lib/platform/i18n/translator";
import type { CsvTable } from "./csv-table";

/**
 * timeline.csv: every dated event of the record, newest first, as the History section lists them,
 * worded in `locale`; dates stay YYYY-MM-DD.
 */
export function timelineCsv(record: LegalEntity, locale: Locale): CsvTable {
  const t = translator(locale, "timeline");
  // Labelled once per category: the largest history has 12,000 rows and some 30 categories.
  const labels = new Map<TimelineCategory, string>();
  const label = (category: TimelineCategory) => {
    if (!labels.has(category)) labels.set(category, timelineCategoryLabel(category, locale));
    return labels.get(category);
  };
  return {
    header: [
      t("csv.date"),
      t("csv.category"),
      t("csv.event"),
      t("csv.annulled"),
      t("csv.until"),
      t("csv.removedOn"),
      t("csv.profileSection"),
    ],
    rows: timelineOf(record, locale).map((e) => [
      e.date,
      label(e.category),
      e.title,
      e.annulled ? t("csv.yes") : "",
      e.until ?? "",
      e.removedOn ?? "",
      `#${e.sectionAnchor}`,
    ]),
  };
}
