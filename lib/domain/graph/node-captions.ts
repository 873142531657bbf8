import type { Graph } from "./graph-types";

/**
 * What each party is to the entity, for the line under its name: the roles or shares it holds,
 * or, for a party that holds none (a parent company, a dependent entity), the roles held in it.
 */
export function nodeCaptions(graph: Graph): Map<string, string> {
  const held = new Map<string, Set<string>>();
  const received = new Map<string, Set<string>>();
  const add = (into: Map<string, Set<string>>, id: string, label: string) => {
    const set = into.get(id) ?? new Set<string>();
    set.add(label);
    into.set(id, set);
  };
  for (const e of graph.edges) {
    add(held, e.source, e.label);
    add(received, e.target, e.label);
  }
  const captions = new Map<string, string>();
  for (const n of graph.nodes) {
    const labels = n.id === graph.rootId ? null : (held.get(n.id) ?? received.get(n.id));
    captions.set(n.id, labels ? [...labels].join(", ") : "");
  }
  return captions;
}
