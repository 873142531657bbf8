import type { Graph, GraphEdge, GraphNode } from "./graph-types";
import { markCycles } from "./mark-cycles";

const relationKey = (e: GraphEdge) => [e.source, e.target, e.kind, e.label].join("\u0000");

/**
 * Merges the graph of a related entity's record into the current one, one level further out than the
 * expanded node. A relationship both records state is drawn once; an entity already expanded is never
 * merged again, and loops of ownership or control are marked so they are shown, not followed.
 */
export function mergeExpansion(current: Graph, expansion: Graph): Graph {
  const regcode = expansion.expanded[0];
  if (current.expanded.includes(regcode)) return current;

  const nodes = new Map(current.nodes.map((n) => [n.id, n]));
  const level = (nodes.get(expansion.rootId)?.level ?? 0) + 1;
  for (const n of expansion.nodes) {
    const existing = nodes.get(n.id);
    nodes.set(n.id, existing ? mergeNode(existing, n) : { ...n, level: n.id === expansion.rootId ? level - 1 : level });
  }

  const known = new Set(current.edges.flatMap((e) => [e.id, relationKey(e)]));
  const added = expansion.edges.filter((e) => !known.has(e.id) && !known.has(relationKey(e)));
  return {
    rootId: current.rootId,
    nodes: [...nodes.values()],
    edges: markCycles([...current.edges, ...added]),
    expanded: [...current.expanded, regcode],
  };
}

function mergeNode(a: GraphNode, b: GraphNode): GraphNode {
  if (!b.sanctioned || a.sanctioned) return a;
  return { ...a, sanctioned: true, sanctionNotes: [...new Set([...a.sanctionNotes, ...b.sanctionNotes])] };
}
