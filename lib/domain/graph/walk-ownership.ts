import type { Graph } from "./graph-types";

const MAX_DEPTH = 32;

/**
 * Walks every simple ownership path up from the graph's root through current shareholdings with a
 * stated percent. `step` sees each holder with the fraction of the root it holds along this path and
 * returns the state carried further up. A path never revisits an entity, so loops end.
 */
export function walkOwnership<S>(
  graph: Graph,
  initial: S,
  step: (holder: string, fraction: number, state: S, hasOwners: boolean) => S,
): void {
  const ownersOf = new Map<string, { source: string; fraction: number }[]>();
  for (const e of graph.edges) {
    if (e.kind !== "member" || e.former || e.percent === null) continue;
    const list = ownersOf.get(e.target) ?? [];
    list.push({ source: e.source, fraction: e.percent / 100 });
    ownersOf.set(e.target, list);
  }
  const walk = (id: string, fraction: number, path: Set<string>, state: S) => {
    for (const { source, fraction: share } of ownersOf.get(id) ?? []) {
      if (path.has(source) || path.size > MAX_DEPTH) continue;
      const held = fraction * share;
      const hasOwners = ownersOf.has(source);
      const next = step(source, held, state, hasOwners);
      if (hasOwners) walk(source, held, new Set(path).add(source), next);
    }
  };
  walk(graph.rootId, 1, new Set([graph.rootId]), initial);
}
