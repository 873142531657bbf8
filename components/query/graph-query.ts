import { queryOptions } from "@tanstack/react-query";
import { isGraph } from "@/lib/domain/graph/is-graph";
import { apiPaths } from "@/lib/domain/routes/api-paths";
import { fetchApiJson, type LoadFailureWords } from "./fetch-api-json";

/** An entity's relationship graph, built by the server from its cached lookup or from the stored copy `snapshot`. */
export function graphQuery(regcode: string, words: LoadFailureWords, snapshot?: string) {
  const url = apiPaths.graph(regcode, snapshot);
  return queryOptions({
    queryKey: ["graph", regcode, snapshot ?? "live"],
    queryFn: ({ signal }) => fetchApiJson(url, isGraph, words, signal),
  });
}
