import "server-only";
import { lookupLegalEntity } from "@/lib/registry/registry";
import type { LegalEntityResult } from "@/lib/registry/registry-client";
import { graphOf } from "./graph-of";
import { layoutGraph } from "./layout-graph";
import { cachedLayout } from "./layout-cache";
import { type LayoutRequest, layoutRequestQuery } from "./layout-request";
import type { GraphLayout } from "./layout-types";
import { mergeExpansion } from "./merge-expansion";
import { visibleGraph } from "./visible-graph";

/**
 * The drawing of a retrieval's graph for one view, with the expanded entities' records merged in,
 * laid out once per retrieval (SHA-256 of each record used) and view.
 */
export async function entityLayout(
  result: Pick<LegalEntityResult, "record" | "sha256">,
  request: LayoutRequest,
): Promise<GraphLayout> {
  const expansions = await Promise.all(request.expand.map((rc) => lookupLegalEntity(rc)));
  const key = [result, ...expansions].map((r) => r.sha256).join(",") + layoutRequestQuery(request);
  return cachedLayout(key, () => {
    const graph = expansions.reduce((g, x) => mergeExpansion(g, graphOf(x.record)), graphOf(result.record));
    return layoutGraph(visibleGraph(graph, request), { shownByBand: request.open });
  });
}
