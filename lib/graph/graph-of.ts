import { memoByObject } from "@/lib/cache/memo-by-object";
import { buildGraph } from "./build-graph";

/** The relationship graph of a record, built once per retrieval and shared by the page and its API. */
export const graphOf = memoByObject(buildGraph);
