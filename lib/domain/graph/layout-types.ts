import type { GraphEdge, GraphNode } from "./graph-types";

/** Box size in drawing units, which the page shows one to one: wide enough for a name at 13 px. */
export const NODE_WIDTH = 220;
export const NODE_HEIGHT = 60;
/** Left margin where each band's name and counts are written, clear of every line. */
export const BAND_GUTTER = 170;
export const BAND_LINE_HEIGHT = 15;
/** Parties a folded band shows before its "N more" node. */
export const GROUP_SIZE = 12;

export interface Point {
  x: number;
  y: number;
}

export interface PlacedNode extends GraphNode {
  x: number;
  y: number;
  /** The roles or shares the party holds, shown under its name. */
  caption: string;
  /** For an "N more" group node: how many parties it stands for. */
  hidden: number;
  /** Percent of the entity the party holds through every current ownership chain, when it holds any. */
  effectivePercent: number | null;
  /** A sanctioned party, or one on the way from a sanctioned party to the entity. */
  onSanctionPath: boolean;
}

export interface PlacedEdge extends GraphEdge {
  /** The drawn line from the party to the entity: orthogonal segments through these points. */
  points: Point[];
  /** Relationships this line stands for (more than one when it leads to an "N more" node). */
  count: number;
  /** On a chain of relationships from a sanctioned party to the entity. */
  onSanctionPath: boolean;
}

export interface PlacedBand {
  key: string;
  label: string;
  /** Entries of the band's kind, grouped ones included, so it matches the list on the page. */
  count: number;
  /** Distinct parties behind those entries (one company may hold several entries). */
  parties: number;
  /** The band's name wrapped to the gutter, then its counts. */
  lines: string[];
  y: number;
}

/**
 * Why a view was not drawn: more boxes than one drawing holds, its layout ran out of time, or the server
 * was too busy laying out others' (or the viewer's own) drawings to take it on.
 */
export interface Undrawn {
  reason: "parties" | "time" | "busy";
  /** Boxes the drawing would have held. */
  parties: number;
  /** The most boxes one drawing holds. */
  limit: number;
}

export interface GraphLayout {
  nodes: PlacedNode[];
  edges: PlacedEdge[];
  bands: PlacedBand[];
  width: number;
  height: number;
  /** Set, with no boxes, when the view is not drawn; its relationships are in the table view. */
  undrawn?: Undrawn;
}
