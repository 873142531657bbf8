import type { Graph, GraphNode } from "./graph-types";

export interface OwnerShare {
  node: GraphNode;
  /** Effective percent of the entity held through every ownership path found. */
  percent: number;
  paths: number;
  /** An entity whose own owners have not been loaded yet: its share may pass further up. */
  unexpanded: boolean;
}

export interface OwnershipSummary {
  owners: OwnerShare[];
  /** Sanctioned holders, each counted where a path first reaches a sanctioned party. */
  sanctionedHolders: OwnerShare[];
  sanctionedPercent: number;
  /** Sanctioned parties together hold 50% or more, directly or indirectly. */
  sanctionedMajority: boolean;
}

const MAX_DEPTH = 32;

/**
 * Effective ownership of the graph's root through current shareholdings with a stated percent:
 * the product of shares along each path, summed over all simple paths. A path never revisits an entity,
 * so ownership loops end instead of counting forever; the share circulating in a loop is not attributed.
 */
export function effectiveOwnership(graph: Graph): OwnershipSummary {
  const nodes = new Map(graph.nodes.map((n) => [n.id, n]));
  const ownersOf = new Map<string, { source: string; fraction: number }[]>();
  for (const e of graph.edges) {
    if (e.kind !== "member" || e.former || e.percent === null) continue;
    const list = ownersOf.get(e.target) ?? [];
    list.push({ source: e.source, fraction: e.percent / 100 });
    ownersOf.set(e.target, list);
  }

  const owners = new Map<string, OwnerShare>();
  const sanctioned = new Map<string, OwnerShare>();
  const credit = (into: Map<string, OwnerShare>, id: string, fraction: number) => {
    const node = nodes.get(id);
    if (!node) return;
    const entry = into.get(id) ?? { node, percent: 0, paths: 0, unexpanded: isUnexpanded(graph, node) };
    into.set(id, { ...entry, percent: entry.percent + fraction * 100, paths: entry.paths + 1 });
  };

  const walk = (id: string, fraction: number, path: Set<string>, sanctionedAbove: boolean) => {
    for (const { source, fraction: share } of ownersOf.get(id) ?? []) {
      if (path.has(source) || path.size > MAX_DEPTH) continue;
      const held = fraction * share;
      const isSanctioned = nodes.get(source)?.sanctioned === true;
      if (isSanctioned && !sanctionedAbove) credit(sanctioned, source, held);
      if (ownersOf.has(source)) walk(source, held, new Set(path).add(source), sanctionedAbove || isSanctioned);
      else credit(owners, source, held);
    }
  };
  walk(graph.rootId, 1, new Set([graph.rootId]), false);

  const byShare = (a: OwnerShare, b: OwnerShare) => b.percent - a.percent || a.node.label.localeCompare(b.node.label);
  const sanctionedHolders = [...sanctioned.values()].sort(byShare);
  const sanctionedPercent = sanctionedHolders.reduce((sum, h) => sum + h.percent, 0);
  return {
    owners: [...owners.values()].sort(byShare),
    sanctionedHolders,
    sanctionedPercent,
    // A tolerance keeps 49.999...% from rounding errors out and exact halves in.
    sanctionedMajority: sanctionedPercent >= 50 - 1e-9,
  };
}

function isUnexpanded(graph: Graph, node: GraphNode): boolean {
  return node.kind === "entity" && node.regcode !== null && !graph.expanded.includes(node.regcode);
}
