import type { GraphEdge, GraphNode } from "./graph-types";

export const NODE_WIDTH = 180;
export const NODE_HEIGHT = 48;

export interface PlacedNode extends GraphNode {
  x: number;
  y: number;
  /** The roles or shares the party holds, shown under its name. */
  caption: string;
  /** For an "N more" group node: how many parties it stands for. */
  hidden: number;
}

export interface PlacedEdge extends GraphEdge {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  /** Relationships this line stands for (more than one when it leads to an "N more" node). */
  count: number;
}

export interface PlacedBand {
  key: string;
  label: string;
  /** Entries of the band's kind, grouped ones included, so it matches the list on the page. */
  count: number;
  /** Distinct parties behind those entries (one company may hold several entries). */
  parties: number;
  y: number;
}

export interface GraphLayout {
  nodes: PlacedNode[];
  edges: PlacedEdge[];
  bands: PlacedBand[];
  width: number;
  height: number;
}

export interface LayoutOptions {
  /** Beyond this many nodes, large role groups are cut to `groupSize` plus an "N more" node. */
  maxNodes?: number;
  groupSize?: number;
  /** Parties shown per band key after the analyst opened an "N more" node. */
  shownByBand?: Readonly<Record<string, number>>;
}
