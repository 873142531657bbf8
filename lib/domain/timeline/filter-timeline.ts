import type { TimelineCategory } from "@/lib/registry/record/timeline-categories";
import type { TimelineEvent } from "./timeline-types";

export interface TimelineFilter {
  /** Empty means every category. */
  categories?: ReadonlyArray<TimelineCategory>;
  /** Inclusive YYYY-MM-DD bounds; empty means open. */
  from?: string;
  to?: string;
}

export function filterTimeline(events: readonly TimelineEvent[], f: TimelineFilter): TimelineEvent[] {
  const categories = f.categories?.length ? new Set(f.categories) : null;
  return events.filter(
    (e) => (!categories || categories.has(e.category)) && (!f.from || e.date >= f.from) && (!f.to || e.date <= f.to),
  );
}

export interface YearGroup {
  year: string;
  events: TimelineEvent[];
}

/** Consecutive events of the same year, in the order given (newest first from buildTimeline). */
export function groupByYear(events: readonly TimelineEvent[]): YearGroup[] {
  const groups: YearGroup[] = [];
  for (const e of events) {
    const year = e.date.slice(0, 4);
    const last = groups.at(-1);
    if (last?.year === year) last.events.push(e);
    else groups.push({ year, events: [e] });
  }
  return groups;
}
