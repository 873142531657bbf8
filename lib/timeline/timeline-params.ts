import type { TimelineFilter } from "./filter-timeline";
import { isTimelineCategory } from "./timeline-page";

/** Parameter names: bare on the timeline API, prefixed with `history_` on the profile's own URL. */
export type ParamPrefix = "" | "history_";

/** A query string's values for one name (repeated parameters allowed). */
export type ParamReader = (name: string) => readonly string[];

const isDay = (v: string | undefined): v is string => v !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(v);

/**
 * The filter a link asks for. Unknown categories and malformed dates are dropped rather than refused:
 * a hand-edited link still opens, showing what it can.
 */
export function filterFromParams(read: ParamReader, prefix: ParamPrefix): TimelineFilter {
  const categories = [...new Set(read(`${prefix}category`).flatMap((v) => v.split(",")))]
    .filter(isTimelineCategory)
    .sort();
  const from = read(`${prefix}from`)[0];
  const to = read(`${prefix}to`)[0];
  return {
    ...(categories.length > 0 && { categories }),
    ...(isDay(from) && { from }),
    ...(isDay(to) && { to }),
  };
}

/** The filter as query parameters, in a stable order, so equal filters give equal links and cache keys. */
export function filterToParams(filter: TimelineFilter, prefix: ParamPrefix): [string, string][] {
  const params: [string, string][] = [...(filter.categories ?? [])].sort().map((c) => [`${prefix}category`, c]);
  if (filter.from) params.push([`${prefix}from`, filter.from]);
  if (filter.to) params.push([`${prefix}to`, filter.to]);
  return params;
}

/** 1-based page number; anything else is the first page. */
export function pageFromParams(read: ParamReader): number {
  const page = Number(read("page")[0]);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
