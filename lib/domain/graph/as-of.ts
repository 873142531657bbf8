import { formatDate } from "@/lib/platform/format/format-date";
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
  return keepEdges(graph, (e) => isValidOn(e, date));
}

/** Only relationships in force when the graph was built (no end or removal passed, no annulment), and their parties. */
export function currentGraph(graph: Graph): Graph {
  return keepEdges(graph, (e) => !e.former);
}

function keepEdges(graph: Graph, keep: (e: GraphEdge) => boolean): Graph {
  const edges = graph.edges.filter(keep);
  const used = new Set([graph.rootId, ...edges.flatMap((e) => [e.source, e.target])]);
  return { ...graph, edges, nodes: graph.nodes.filter((n) => used.has(n.id)) };
}
