import { type GraphView, writeGraphView } from "./graph-view-params";

/** Entities whose live records one drawing may merge in: each is a registry lookup. */
export const MAX_EXPANSIONS = 20;
/** Entities merged from stored copies (an ownership chain's records): each is a read of the app's own store. */
export const MAX_STORED_EXPANSIONS = 60;
/** Separates an expanded number from the SHA-256 of the stored copy it is read from. */
const STORED = "@";

/** Which drawing of an entity's graph is wanted: the view, opened "N more" groups and expanded entities. */
export interface LayoutRequest extends GraphView {
  /** Parties shown per band key after the analyst opened its "N more" node. */
  open: Readonly<Record<string, number>>;
  /** Related entities whose relationships are merged in, in the order they were expanded. */
  expand: readonly string[];
  /** The stored copy (SHA-256) an expanded entity is read from, where not its live record. */
  stored?: Readonly<Record<string, string>>;
}

/** One `expand` entry: the number, with `@<sha256>` when it is read from a stored copy. */
export function expandEntry(regcode: string, stored: string | undefined): string {
  return stored === undefined ? regcode : `${regcode}${STORED}${stored}`;
}

/** The number and stored copy of one `expand` entry. */
export function readExpandEntry(entry: string): { regcode: string; stored: string | undefined } {
  const at = entry.indexOf(STORED);
  return at < 0 ? { regcode: entry, stored: undefined } : { regcode: entry.slice(0, at), stored: entry.slice(at + 1) };
}

/**
 * The request as a query string, in one canonical order: also the layout cache's and client's key.
 * Apart from the server's parsing (layout-request.ts), so the browser's bundle carries no error texts.
 */
export function layoutRequestQuery(request: LayoutRequest): string {
  const url = new URL("http://layout/");
  writeGraphView(url, request);
  if (request.expand.length > 0)
    url.searchParams.set("expand", request.expand.map((rc) => expandEntry(rc, request.stored?.[rc])).join(","));
  for (const [band, shown] of Object.entries(request.open).sort(([a], [b]) => a.localeCompare(b)))
    url.searchParams.append("open", `${band}:${shown}`);
  return url.search;
}
