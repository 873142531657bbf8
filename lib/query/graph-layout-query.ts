import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { isGraphLayout } from "@/lib/graph/is-graph-layout";
import { type LayoutRequest, layoutRequestQuery } from "@/lib/graph/layout-request";
import { fetchApiJson } from "./fetch-api-json";

/** The server's drawing of an entity's graph for one view; the last drawing stays up while the next loads. */
export function graphLayoutQuery(regcode: string, request: LayoutRequest) {
  const query = layoutRequestQuery(request);
  return queryOptions({
    queryKey: ["graph-layout", regcode, query],
    queryFn: ({ signal }) =>
      fetchApiJson(
        `/api/legal-entities/${encodeURIComponent(regcode)}/graph/layout${query}`,
        isGraphLayout,
        "graph drawing",
        signal,
      ),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
