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

/**
 * Merges several expansions in one step, giving the graph the analyst would get by expanding them one by
 * one from the nearest outwards: each time, the expansion whose entity sits at the lowest level of the
 * graph so far goes next (ties in the order given), so a level is always counted from the shortest
 * chain, whatever order the records arrived in. An entity not (yet) in the graph is merged last.
 */
export function mergeExpansions(current: Graph, expansions: readonly Graph[]): Graph {
  let graph = current;
  const pending = [...expansions];
  while (pending.length > 0) {
    const levels = new Map(graph.nodes.map((n) => [n.id, n.level]));
    let next = 0;
    for (let i = 1; i < pending.length; i++)
      if ((levels.get(pending[i].rootId) ?? Infinity) < (levels.get(pending[next].rootId) ?? Infinity)) next = i;
    graph = mergeExpansion(graph, pending.splice(next, 1)[0]);
  }
  return graph;
}
