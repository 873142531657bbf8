import type { Graph } from "./graph-types";

const MAX_DEPTH = 32;

/**
 * Each party's effective percent of the root through current shareholdings with a stated percent,
 * intermediate owners included: the product of shares along every simple path, summed over paths.
 * This is what the graph writes beside each box on an ownership chain.
 */
export function effectiveShares(graph: Graph): Map<string, number> {
  const ownersOf = new Map<string, { source: string; fraction: number }[]>();
  for (const e of graph.edges) {
    if (e.kind !== "member" || e.former || e.percent === null) continue;
    const list = ownersOf.get(e.target) ?? [];
    list.push({ source: e.source, fraction: e.percent / 100 });
    ownersOf.set(e.target, list);
  }
  const shares = new Map<string, number>();
  const walk = (id: string, fraction: number, path: Set<string>) => {
    for (const { source, fraction: share } of ownersOf.get(id) ?? []) {
      if (path.has(source) || path.size > MAX_DEPTH) continue;
      const held = fraction * share;
      shares.set(source, (shares.get(source) ?? 0) + held * 100);
      walk(source, held, new Set(path).add(source));
    }
  };
  walk(graph.rootId, 1, new Set([graph.rootId]));
  return shares;
}
