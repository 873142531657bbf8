import { queryOptions } from "@tanstack/react-query";
import { isGraph } from "@/lib/graph/is-graph";
import { fetchApiJson } from "./fetch-api-json";

/** An entity's relationship graph, built by the server from its cached lookup. */
export function graphQuery(regcode: string) {
  return queryOptions({
    queryKey: ["graph", regcode],
    queryFn: ({ signal }) =>
      fetchApiJson(`/api/legal-entities/${encodeURIComponent(regcode)}/graph`, isGraph, "relationship graph", signal),
  });
}
