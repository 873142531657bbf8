import type { Graph } from "./graph-types";
import { walkOwnership } from "./walk-ownership";

/**
 * Each party's effective percent of the root through current shareholdings with a stated percent,
 * intermediate owners included: the product of shares along every simple path, summed over paths.
 * This is what the graph writes beside each box on an ownership chain.
 */
export function effectiveShares(graph: Graph): Map<string, number> {
  const shares = new Map<string, number>();
  walkOwnership(graph, undefined, (holder, fraction) => {
    shares.set(holder, (shares.get(holder) ?? 0) + fraction * 100);
  });
  return shares;
}
