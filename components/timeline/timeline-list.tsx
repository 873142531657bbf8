import { useLocale, useTranslations } from "next-intl";
import { formatDate } from "@/lib/platform/format/format-date";
import type { YearGroup } from "@/lib/domain/timeline/filter-timeline";
import { TIMELINE_CATEGORIES } from "@/lib/registry/record/timeline-categories";
import type { TimelineEvent } from "@/lib/domain/timeline/timeline-types";

/** Events under year headings; each names its category, linked to the section showing the fact. */
export function TimelineList({ groups }: { groups: YearGroup[] }) {
  const t = useTranslations("timeline.list");
  if (groups.length === 0) return <p className="text-sm text-slate-600">{t("noMatch")}</p>;
  return (
    <div className="space-y-4">
      {groups.map((g) => (
        <section key={g.year} aria-label={g.year}>
          <h3 className="sticky top-0 bg-slate-50 py-1 font-semibold">{g.year}</h3>
          <ol className="space-y-1 border-l-2 border-slate-200 pl-4">
            {g.events.map((e) => (
              <TimelineItem key={e.id} event={e} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

export function TimelineItem({ event: e }: { event: TimelineEvent }) {
  const t = useTranslations("timeline.list");
  const categoryLabel = useTranslations("record.timelineCategories");
  const locale = useLocale();
  const endDate = (key: "until" | "removed", date: string) =>
    t.rich(key, {
      date: formatDate(date, locale),
      time: (chunks) => <time dateTime={date}>{chunks}</time>,
    });
  return (
    <li className={`text-sm ${e.annulled ? "text-slate-500" : ""}`}>
      <time dateTime={e.date} className="mr-2 font-mono tabular-nums">
        {formatDate(e.date, locale)}
      </time>
      <a href={`#${e.sectionAnchor}`} className="mr-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium">
        {categoryLabel(TIMELINE_CATEGORIES[e.category].labelKey)}
      </a>
      <span className={e.annulled ? "line-through" : undefined} title={e.codes?.join(", ")}>
        {e.title}
      </span>
      {e.annulled && (
        <span className="ml-2 rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">{t("annulled")}</span>
      )}
      {(e.until || e.removedOn) && (
        <span className="ml-2 text-xs text-slate-600">
          ({e.until && endDate("until", e.until)}
          {e.until && e.removedOn && "; "}
          {e.removedOn && endDate("removed", e.removedOn)})
        </span>
      )}
    </li>
  );
}
