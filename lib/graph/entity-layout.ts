import "server-only";
import type { GatedResult } from "@/lib/access/gate-record";
import { graphOf } from "./graph-of";
import { layoutGraph } from "./layout-graph";
import { cachedLayout } from "./layout-cache";
import { type LayoutRequest, layoutRequestQuery } from "./layout-request";
import type { GraphLayout } from "./layout-types";
import { mergeExpansion } from "./merge-expansion";
import { visibleGraph } from "./visible-graph";

type Drawn = Pick<GatedResult, "record" | "sha256" | "redaction">;

/**
 * The drawing of a retrieval's graph for one view, with the expanded entities' records (`request.expand`,
 * looked up by the caller through the viewer's gate) merged in. Laid out once per view and set of
 * records: each named by its SHA-256 and whether personal details were masked for this viewer.
 */
export async function entityLayout(
  result: Drawn,
  request: LayoutRequest,
  expansions: readonly Drawn[],
): Promise<GraphLayout> {
  const key =
    [result, ...expansions].map((r) => (r.redaction ? `${r.sha256}:masked` : r.sha256)).join(",") +
    layoutRequestQuery(request);
  return cachedLayout(key, () => {
    const graph = expansions.reduce((g, x) => mergeExpansion(g, graphOf(x.record)), graphOf(result.record));
    return layoutGraph(visibleGraph(graph, request), { shownByBand: request.open });
  });
}
