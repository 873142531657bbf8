import { AppError } from "@/lib/errors/app-error";
import { isRegcode } from "@/lib/registry/regcode";
import { EDGE_KINDS } from "./graph-types";
import { type GraphView, graphViewFromParams, writeGraphView } from "./graph-view-params";

/** Which drawing of an entity's graph is wanted: the view, opened "N more" groups and expanded entities. */
export interface LayoutRequest extends GraphView {
  /** Parties shown per band key after the analyst opened its "N more" node. */
  open: Readonly<Record<string, number>>;
  /** Related entities whose relationships are merged in, in the order they were expanded. */
  expand: readonly string[];
}

export const MAX_EXPANSIONS = 20;
const MAX_SHOWN = 10_000;
const OPEN = /^(-?\d{1,3}):([a-z-]+):(\d{1,5})$/;
const KINDS = new Set<string>(EDGE_KINDS);

const bad = (message: string) => new AppError("bad_request", message);

/** Reads a layout request from the query of the layout API; anything malformed is refused, not guessed. */
export function layoutRequestFromParams(params: URLSearchParams): LayoutRequest {
  const view = graphViewFromParams(params);
  const expand = (params.get("expand") ?? "").split(",").filter(Boolean);
  if (expand.length > MAX_EXPANSIONS) throw bad(`At most ${MAX_EXPANSIONS} entities can be expanded in one graph.`);
  const wrong = expand.find((rc) => !isRegcode(rc));
  if (wrong !== undefined) throw bad(`"${wrong.slice(0, 20)}" in expand is not an 11-digit registration number.`);
  const open: Record<string, number> = {};
  for (const entry of params.getAll("open")) {
    const match = OPEN.exec(entry);
    if (!match || !KINDS.has(match[2]) || Number(match[3]) > MAX_SHOWN)
      throw bad(`"${entry.slice(0, 40)}" in open is not a band and a count of parties to show.`);
    open[`${match[1]}:${match[2]}`] = Number(match[3]);
  }
  return { ...view, open, expand: [...new Set(expand)] };
}

/** The request as a query string, in one canonical order: also the layout cache's and client's key. */
export function layoutRequestQuery(request: LayoutRequest): string {
  const url = new URL("http://layout/");
  writeGraphView(url, request);
  if (request.expand.length > 0) url.searchParams.set("expand", request.expand.join(","));
  for (const [band, shown] of Object.entries(request.open).sort(([a], [b]) => a.localeCompare(b)))
    url.searchParams.append("open", `${band}:${shown}`);
  return url.search;
}
