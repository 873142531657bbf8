import { type GraphView, writeGraphView } from "./graph-view-params";

/** Which drawing of an entity's graph is wanted: the view, opened "N more" groups and expanded entities. */
export interface LayoutRequest extends GraphView {
  /** Parties shown per band key after the analyst opened its "N more" node. */
  open: Readonly<Record<string, number>>;
  /** Related entities whose relationships are merged in, in the order they were expanded. */
  expand: readonly string[];
}

/**
 * The request as a query string, in one canonical order: also the layout cache's and client's key.
 * Apart from the server's parsing (layout-request.ts), so the browser's bundle carries no error texts.
 */
export function layoutRequestQuery(request: LayoutRequest): string {
  const url = new URL("http://layout/");
  writeGraphView(url, request);
  if (request.expand.length > 0) url.searchParams.set("expand", request.expand.join(","));
  for (const [band, shown] of Object.entries(request.open).sort(([a], [b]) => a.localeCompare(b)))
    url.searchParams.append("open", `${band}:${shown}`);
  return url.search;
}
