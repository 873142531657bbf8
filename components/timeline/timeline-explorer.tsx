"use client";

import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { useHydrated } from "@/components/shared/use-hydrated";
import { timelineQuery } from "@/components/query/timeline-query";
import { useLoadFailureWords } from "@/components/shared/use-load-failure-words";
import { Button } from "@/components/ui/button";
import { groupByYear, type TimelineFilter } from "@/lib/domain/timeline/filter-timeline";
import type { TimelinePage } from "@/lib/domain/timeline/timeline-page";
import { filterFromParams, filterToParams } from "@/lib/domain/timeline/timeline-params";
import { TimelineFilters } from "./timeline-filters";
import { TimelineList } from "./timeline-list";

const sameFilter = (a: TimelineFilter, b: TimelineFilter) =>
  JSON.stringify(filterToParams(a, "")) === JSON.stringify(filterToParams(b, ""));

/** Keeps the filter in the address, so a copied link opens the history as the analyst sees it. */
function replaceUrlFilter(filter: TimelineFilter) {
  const url = new URL(window.location.href);
  for (const name of ["history_category", "history_from", "history_to"]) url.searchParams.delete(name);
  for (const [name, value] of filterToParams(filter, "history_")) url.searchParams.append(name, value);
  window.history.replaceState(null, "", url);
}

export interface TimelineExplorerProps {
  regcode: string;
  /** The SHA-256 of the stored copy shown, whose history further pages come from. */
  snapshot?: string;
  /** The page the server rendered, and the filter it applied (from the profile's URL). */
  first: TimelinePage;
  firstFilter: TimelineFilter;
}

/**
 * Filters and pages the history on screen. The server sends one page with the HTML; further pages and
 * other filters come from the timeline API a page at a time, cached, so the page never carries the
 * whole history.
 */
export function TimelineExplorer({ regcode, snapshot, first, firstFilter }: TimelineExplorerProps) {
  // The address is the truth: it is what a shared link carries, even where the server was not told.
  const searchParams = useSearchParams();
  const [filter, setFilter] = useState<TimelineFilter>(() =>
    searchParams ? filterFromParams(searchParams, "history_") : firstFilter,
  );
  const loadFailure = useLoadFailureWords();
  const query = useInfiniteQuery({
    ...timelineQuery(regcode, filter, loadFailure, sameFilter(filter, firstFilter) ? first : undefined, snapshot),
    placeholderData: keepPreviousData,
  });
  const pages = query.data?.pages;
  const shown = useMemo(() => pages?.flatMap((p) => p.events) ?? [], [pages]);
  const groups = useMemo(() => groupByYear(shown), [shown]);
  const hydrated = useHydrated();
  const t = useTranslations("timeline");
  const matching = pages?.at(-1)?.matching ?? 0;
  const remaining = matching - shown.length;

  const changeFilter = (next: TimelineFilter) => {
    setFilter(next);
    replaceUrlFilter(next);
  };

  return (
    <div className="space-y-3 print:hidden" data-ready={hydrated || undefined}>
      <TimelineFilters counts={first.counts} filter={filter} onChange={changeFilter} />
      <p className="text-sm text-slate-600" aria-live="polite">
        {(query.isPlaceholderData || query.isPending) && t("loading")}
        {query.data &&
          !query.isPlaceholderData &&
          (matching !== first.total
            ? t("showingMatching", { shown: shown.length, matching, total: first.total })
            : t("showing", { shown: shown.length, matching }))}
      </p>
      {query.error && (
        <p role="alert" className="text-sm text-red-800">
          {query.error.message}
        </p>
      )}
      {query.data && <TimelineList groups={groups} />}
      {query.hasNextPage && (
        <Button
          type="button"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
          className="text-sm"
        >
          {query.isFetchingNextPage ? t("loading") : t("showMore", { count: Math.min(first.pageSize, remaining) })}
        </Button>
      )}
    </div>
  );
}
