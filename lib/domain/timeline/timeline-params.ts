import type { QueryReader } from "@/lib/platform/http/page-query";
import type { TimelineFilter } from "./filter-timeline";
import { isTimelineCategory } from "./timeline-page";

/** Parameter names: bare on the timeline API, prefixed with `history_` on the profile's own URL. */
export type ParamPrefix = "" | "history_";

const isDay = (v: string | undefined): v is string => v !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(v);

/**
 * The filter a link asks for. Unknown categories and malformed dates are dropped rather than refused:
 * a hand-edited link still opens, showing what it can.
 */
export function filterFromParams(query: QueryReader, prefix: ParamPrefix): TimelineFilter {
  const categories = [...new Set(query.getAll(`${prefix}category`).flatMap((v) => v.split(",")))]
    .filter(isTimelineCategory)
    .sort();
  const from = query.get(`${prefix}from`) ?? undefined;
  const to = query.get(`${prefix}to`) ?? undefined;
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
