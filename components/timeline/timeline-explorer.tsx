"use client";

import { useMemo, useState } from "react";
import { filterTimeline, groupByYear, type TimelineFilter } from "@/lib/timeline/filter-timeline";
import type { TimelineEvent } from "@/lib/timeline/timeline-types";
import { useHydrated } from "@/components/graph/use-hydrated";
import { TimelineFilters } from "./timeline-filters";
import { TimelineList } from "./timeline-list";
import { TimelinePrintTable } from "./timeline-print-table";

const PAGE_SIZE = 200;

/**
 * Filters and pages the events on screen: a few hundred rows at a time keep even the 10,000-event
 * entity responsive. The print table beside it always holds every event, whatever the filters.
 */
export function TimelineExplorer({ events }: { events: TimelineEvent[] }) {
  const [filter, setFilter] = useState<TimelineFilter>({});
  const [shown, setShown] = useState(PAGE_SIZE);
  const filtered = useMemo(() => filterTimeline(events, filter), [events, filter]);
  const page = useMemo(() => groupByYear(filtered.slice(0, shown)), [filtered, shown]);
  const hydrated = useHydrated();

  const changeFilter = (next: TimelineFilter) => {
    setFilter(next);
    setShown(PAGE_SIZE);
  };

  return (
    <div className="space-y-3" data-ready={hydrated || undefined}>
      <div className="space-y-3 print:hidden">
        <TimelineFilters events={events} filter={filter} onChange={changeFilter} />
        <p className="text-sm text-slate-600" aria-live="polite">
          Showing {Math.min(shown, filtered.length)} of {filtered.length}
          {filtered.length !== events.length ? ` matching events (${events.length} in all)` : " events"}
        </p>
        <TimelineList groups={page} />
        {filtered.length > shown && (
          <button
            type="button"
            onClick={() => setShown((n) => n + PAGE_SIZE)}
            className="rounded border border-slate-300 bg-white px-3 py-1 text-sm hover:bg-slate-100"
          >
            Show {Math.min(PAGE_SIZE, filtered.length - shown)} more
          </button>
        )}
      </div>
      <TimelinePrintTable events={events} />
    </div>
  );
}
