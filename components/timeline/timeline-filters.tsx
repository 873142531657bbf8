"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import type { TimelineFilter } from "@/lib/domain/timeline/filter-timeline";
import type { CategoryCounts } from "@/lib/domain/timeline/timeline-page";
import { TIMELINE_CATEGORIES, type TimelineCategory } from "@/lib/registry/record/timeline-categories";
import { Button } from "@/components/ui/button";
import { DateInput } from "@/components/ui/date-input";

/** Category checkboxes (only those present, with counts) and an inclusive date range. */
export function TimelineFilters({
  counts,
  filter,
  onChange,
}: {
  /** Events per category in the whole record, from the server. */
  counts: CategoryCounts;
  filter: TimelineFilter;
  onChange: (f: TimelineFilter) => void;
}) {
  const id = useId();
  const t = useTranslations("timeline.filters");
  const categoryLabel = useTranslations("record.timelineCategories");
  const selected = new Set(filter.categories ?? []);
  const toggle = (c: TimelineCategory) => {
    const next = new Set(selected);
    if (next.has(c)) next.delete(c);
    else next.add(c);
    onChange({ ...filter, categories: [...next] });
  };
  const categories = (Object.keys(TIMELINE_CATEGORIES) as TimelineCategory[]).filter((c) => counts[c]);

  return (
    <div className="flex flex-wrap items-end gap-4 text-sm">
      <fieldset className="min-w-0">
        <legend className="font-medium">
          {t("categories")} {selected.size === 0 && <span className="font-normal text-slate-600">{t("all")}</span>}
        </legend>
        <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
          {categories.map((c) => (
            <label key={c} className="inline-flex items-center gap-1">
              <input type="checkbox" checked={selected.has(c)} onChange={() => toggle(c)} />
              {categoryLabel(TIMELINE_CATEGORIES[c].labelKey)} <span className="text-slate-600">({counts[c]})</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={`${id}-from`} className="flex flex-col">
        {t("from")}
        <DateInput id={`${id}-from`} value={filter.from ?? ""} onDateChange={(from) => onChange({ ...filter, from })} />
      </label>
      <label htmlFor={`${id}-to`} className="flex flex-col">
        {t("to")}
        <DateInput id={`${id}-to`} value={filter.to ?? ""} onDateChange={(to) => onChange({ ...filter, to })} />
      </label>
      {(selected.size > 0 || filter.from || filter.to) && (
        <Button type="button" onClick={() => onChange({})}>
          {t("clear")}
        </Button>
      )}
    </div>
  );
}
