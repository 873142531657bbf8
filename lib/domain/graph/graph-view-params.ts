import type { QueryReader } from "@/lib/platform/http/page-query";

/** What of the graph is shown; kept in the address so a shared link opens the same view. */
export interface GraphView {
  /** YYYY-MM-DD, or "" for no as-of date. */
  asOf: string;
  showFormer: boolean;
}

const AS_OF = "graph_as_of";
const FORMER = "graph_former";
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the view from query parameters; anything malformed falls back to the default view. */
export function graphViewFromParams(query: QueryReader): GraphView {
  const asOf = query.get(AS_OF) ?? "";
  return {
    asOf: DATE.test(asOf) && !Number.isNaN(Date.parse(asOf)) ? asOf : "",
    showFormer: query.get(FORMER) !== "0",
  };
}

/** Writes the view into a URL's query, leaving every other parameter alone; defaults are omitted. */
export function writeGraphView(url: URL, view: GraphView): void {
  url.searchParams.delete(AS_OF);
  url.searchParams.delete(FORMER);
  if (view.asOf) url.searchParams.set(AS_OF, view.asOf);
  if (!view.showFormer) url.searchParams.set(FORMER, "0");
}
