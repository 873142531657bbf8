import { formatDate } from "@/lib/platform/format/format-date";
import { TIMELINE_CATEGORIES } from "@/lib/registry/record/timeline-categories";
import type { TimelineEvent } from "@/lib/domain/timeline/timeline-types";
import { translator } from "@/lib/platform/i18n/translator";
import type { Locale } from "@/lib/platform/i18n/locales";

/**
 * Every event in a compact table: on paper under the profile's one page of history, and on screen too
 * in the report, which holds the whole history. Cells are styled once from the table, not per row, so
 * 10,000 rows stay light.
 */
export function TimelinePrintTable({
  events,
  locale,
  onScreen = false,
}: {
  events: TimelineEvent[];
  locale: Locale;
  /** Shown on screen too (the report), not on paper only. */
  onScreen?: boolean;
}) {
  const t = translator(locale, "timeline.print");
  const categoryLabel = translator(locale, "record.timelineCategories");
  return (
    <table
      data-timeline-print=""
      className={`${onScreen ? "" : "hidden print:table "}w-full border-collapse text-[9pt] [&_td]:border-b [&_td]:border-slate-200 [&_td]:pr-2 [&_td]:align-top [&_td:first-child]:whitespace-nowrap`}
    >
      <caption className="text-left font-semibold">{t("caption", { count: events.length })}</caption>
      <thead>
        <tr className="border-b text-left">
          <th>{t("date")}</th>
          <th>{t("category")}</th>
          <th>{t("event")}</th>
          <th>{t("until")}</th>
          <th>{t("removed")}</th>
        </tr>
      </thead>
      <tbody>
        {events.map((e) => (
          <tr key={e.id}>
            <td>{formatDate(e.date, locale)}</td>
            <td>{categoryLabel(TIMELINE_CATEGORIES[e.category].labelKey)}</td>
            <td title={e.codes?.join(", ")}>{e.annulled ? t("annulledTitle", { title: e.title }) : e.title}</td>
            <td>{formatDate(e.until, locale)}</td>
            <td>{formatDate(e.removedOn, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
