import { infiniteQueryOptions } from "@tanstack/react-query";
import type { TimelineFilter } from "@/lib/domain/timeline/filter-timeline";
import { isTimelinePage, type TimelinePage } from "@/lib/domain/timeline/timeline-page";
import { filterToParams } from "@/lib/domain/timeline/timeline-params";
import { apiPaths } from "@/lib/domain/routes/api-paths";
import { fetchApiJson, type LoadFailureWords } from "./fetch-api-json";

/**
 * Pages of an entity's filtered history from the server. `first` is the page the server rendered
 * into the HTML for this very filter, so opening the profile costs no request. With `snapshot`, the
 * history of that stored copy.
 */
export function timelineQuery(
  regcode: string,
  filter: TimelineFilter,
  words: LoadFailureWords,
  first?: TimelinePage,
  snapshot?: string,
) {
  const params = filterToParams(filter, "");
  return infiniteQueryOptions({
    queryKey: ["timeline", regcode, snapshot ?? "live", params],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams([...params, ["page", String(pageParam)]]);
      const url = apiPaths.timeline(regcode, query, snapshot);
      return fetchApiJson(url, isTimelinePage, words, signal);
    },
    getNextPageParam: (last) => (last.page * last.pageSize < last.matching ? last.page + 1 : undefined),
    ...(first && { initialData: { pages: [first], pageParams: [1] } }),
  });
}
