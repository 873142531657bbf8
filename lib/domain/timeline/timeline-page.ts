import { filterTimeline, type TimelineFilter } from "./filter-timeline";
import { TIMELINE_CATEGORIES, type TimelineCategory } from "@/lib/registry/record/timeline-categories";
import type { TimelineEvent } from "./timeline-types";

/** Rows per page: a few hundred keep even the 12,000-event entity light on screen. */
export const TIMELINE_PAGE_SIZE = 200;

export type CategoryCounts = Partial<Record<TimelineCategory, number>>;

/** One page of the filtered history, with what the filter UI needs to describe the whole. */
export interface TimelinePage {
  /** Events in the record, whatever the filter. */
  total: number;
  /** Events the filter lets through. */
  matching: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Events per category over the whole record, for the category checkboxes. */
  counts: CategoryCounts;
  events: TimelineEvent[];
}

export function timelinePage(
  events: readonly TimelineEvent[],
  filter: TimelineFilter,
  page: number,
  pageSize = TIMELINE_PAGE_SIZE,
): TimelinePage {
  const counts: CategoryCounts = {};
  for (const e of events) counts[e.category] = (counts[e.category] ?? 0) + 1;
  const matching = filterTimeline(events, filter);
  return {
    total: events.length,
    matching: matching.length,
    page,
    pageSize,
    counts,
    events: matching.slice((page - 1) * pageSize, page * pageSize),
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const isCount = (v: unknown) => Number.isInteger(v) && (v as number) >= 0;
export const isTimelineCategory = (v: unknown): v is TimelineCategory =>
  typeof v === "string" && Object.hasOwn(TIMELINE_CATEGORIES, v);

function isTimelineEvent(v: unknown): v is TimelineEvent {
  return (
    isObject(v) &&
    typeof v.id === "string" &&
    typeof v.date === "string" &&
    isTimelineCategory(v.category) &&
    typeof v.title === "string" &&
    typeof v.sectionAnchor === "string" &&
    typeof v.annulled === "boolean" &&
    (v.codes === undefined || (Array.isArray(v.codes) && v.codes.every((c) => typeof c === "string"))) &&
    [v.until, v.removedOn].every((d) => d === null || typeof d === "string")
  );
}

/** Checks the app's own API answer in the browser without a schema library (kept out of the bundle). */
export function isTimelinePage(v: unknown): v is TimelinePage {
  return (
    isObject(v) &&
    [v.total, v.matching, v.page, v.pageSize].every(isCount) &&
    isObject(v.counts) &&
    Object.entries(v.counts).every(([k, n]) => isTimelineCategory(k) && isCount(n)) &&
    Array.isArray(v.events) &&
    v.events.every(isTimelineEvent)
  );
}
