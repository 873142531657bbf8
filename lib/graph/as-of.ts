import { formatDate } from "@/lib/format/format-date";
import type { Graph, GraphEdge } from "./graph-types";

/**
 * Whether a relationship stood on `date` (YYYY-MM-DD): started on or before it and not ended by it.
 * Annulled entries never stood; an entry without a start date counts from the beginning of the record.
 */
export function isValidOn(edge: GraphEdge, date: string): boolean {
  if (edge.annulled) return false;
  const from = formatDate(edge.validFrom);
  const to = formatDate(edge.validTo);
  return (!from || from <= date) && (!to || date < to);
}

/** The graph as it stood on `date`: its relationships of that day and the parties they involve. */
export function graphAsOf(graph: Graph, date: string): Graph {
  const edges = graph.edges.filter((e) => isValidOn(e, date));
  const used = new Set([graph.rootId, ...edges.flatMap((e) => [e.source, e.target])]);
  return { ...graph, edges, nodes: graph.nodes.filter((n) => used.has(n.id)) };
}
