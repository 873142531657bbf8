import type { Graph, GraphNode } from "./graph-types";
import { walkOwnership } from "./walk-ownership";

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

/**
 * Effective ownership of the graph's root through current shareholdings with a stated percent:
 * the product of shares along each path, summed over all simple paths. A path never revisits an entity,
 * so ownership loops end instead of counting forever; the share circulating in a loop is not attributed.
 */
export function effectiveOwnership(graph: Graph): OwnershipSummary {
  const nodes = new Map(graph.nodes.map((n) => [n.id, n]));
  const owners = new Map<string, OwnerShare>();
  const sanctioned = new Map<string, OwnerShare>();
  const credit = (into: Map<string, OwnerShare>, id: string, fraction: number) => {
    const node = nodes.get(id);
    if (!node) return;
    const entry = into.get(id) ?? { node, percent: 0, paths: 0, unexpanded: isUnexpanded(graph, node) };
    into.set(id, { ...entry, percent: entry.percent + fraction * 100, paths: entry.paths + 1 });
  };

  // A sanctioned holder is counted where a path first reaches a sanctioned party; others where it ends.
  walkOwnership(graph, false, (holder, fraction, sanctionedAbove, hasOwners) => {
    const isSanctioned = nodes.get(holder)?.sanctioned === true;
    if (isSanctioned && !sanctionedAbove) credit(sanctioned, holder, fraction);
    if (!hasOwners) credit(owners, holder, fraction);
    return sanctionedAbove || isSanctioned;
  });

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
