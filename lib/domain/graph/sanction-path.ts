import type { Graph } from "./graph-types";

/**
 * The relationships on some chain from a sanctioned party to the entity, following each line from
 * the party holding a role or share to the entity it is held in: the ones an analyst must see first.
 */
export function sanctionPath(graph: Graph): { edges: Set<string>; nodes: Set<string> } {
  const forward = new Map<string, string[]>();
  const backward = new Map<string, string[]>();
  const link = (into: Map<string, string[]>, from: string, to: string) => {
    const list = into.get(from);
    if (list) list.push(to);
    else into.set(from, [to]);
  };
  for (const e of graph.edges) {
    link(forward, e.source, e.target);
    link(backward, e.target, e.source);
  }
  const reach = (starts: string[], next: Map<string, string[]>) => {
    const seen = new Set(starts);
    const queue = [...starts];
    for (let i = 0; i < queue.length; i++) {
      for (const id of next.get(queue[i]) ?? []) {
        if (seen.has(id)) continue;
        seen.add(id);
        queue.push(id);
      }
    }
    return seen;
  };
  const sanctioned = graph.nodes.filter((n) => n.sanctioned && n.id !== graph.rootId).map((n) => n.id);
  const fromSanctioned = reach(sanctioned, forward);
  const toRoot = reach([graph.rootId], backward);
  const edges = graph.edges.filter(
    (e) => e.source !== e.target && fromSanctioned.has(e.source) && toRoot.has(e.target),
  );
  return { edges: new Set(edges.map((e) => e.id)), nodes: new Set(edges.flatMap((e) => [e.source, e.target])) };
}
