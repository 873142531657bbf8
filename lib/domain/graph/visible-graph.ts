import { currentGraph, graphAsOf } from "./as-of";
import type { Graph } from "./graph-types";
import type { GraphView } from "./graph-view-params";

/** The part of the graph a view shows: as of a date, else with or without former relationships. */
export function visibleGraph(graph: Graph, view: GraphView): Graph {
  if (view.asOf) return graphAsOf(graph, view.asOf);
  return view.showFormer ? graph : currentGraph(graph);
}
