import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { isGraphLayout } from "@/lib/domain/graph/is-graph-layout";
import { type LayoutRequest, layoutRequestQuery } from "@/lib/domain/graph/layout-request-query";
import { apiPaths } from "@/lib/domain/routes/api-paths";
import { fetchApiJson, type LoadFailureWords } from "./fetch-api-json";

/**
 * The server's drawing of an entity's graph for one view (of the stored copy `snapshot` when given);
 * the last drawing stays up while the next loads.
 */
export function graphLayoutQuery(regcode: string, request: LayoutRequest, words: LoadFailureWords, snapshot?: string) {
  const query = layoutRequestQuery(request);
  return queryOptions({
    queryKey: ["graph-layout", regcode, snapshot ?? "live", query],
    queryFn: ({ signal }) => fetchApiJson(apiPaths.graphLayout(regcode, query, snapshot), isGraphLayout, words, signal),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
