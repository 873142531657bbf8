import { EDGE_KIND_LABELS } from "./edge-kind-labels";
import type { Graph, GraphEdge, GraphNode } from "./graph-types";
import { type BandGroup, placeBands } from "./place-bands";
import { nodeCaptions } from "./node-captions";

export const NODE_WIDTH = 180;
export const NODE_HEIGHT = 48;
const GAP_X = 24;
const ROW_GAP = 44;
const BAND_HEADER = 26;
const PADDING = 16;
const PER_ROW = 5;

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

const bandLabel = (g: BandGroup) => (g === "subject" ? "" : EDGE_KIND_LABELS[g]);

/**
 * A deterministic layered layout computed on the server: role groups in horizontal bands, owners
 * above the entity, officers and other relations below, each band wrapped into rows of equal width.
 * Fixed coordinates let the same SVG render without JavaScript and scale to any page width in print.
 */
export function layoutGraph(graph: Graph, options: LayoutOptions = {}): GraphLayout {
  const { maxNodes = 150, groupSize = 12, shownByBand = {} } = options;
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const captions = nodeCaptions(graph);
  const expanded = new Set(graph.expanded.map((rc) => `entity:${rc}`));
  const cycled = new Set(graph.edges.filter((e) => e.cycle).flatMap((e) => [e.source, e.target]));
  // Never fold away what an analyst must see: the entity, expanded entities, sanctioned parties, loops.
  const pinned = (id: string) => id === graph.rootId || expanded.has(id) || cycled.has(id) || byId.get(id)?.sanctioned;

  const collapse = graph.nodes.length > maxNodes;
  const alias = new Map<string, string>();
  const groupNodes = new Map<string, PlacedNode>();
  const bands = placeBands(graph).map((band) => {
    const limit = shownByBand[band.key] ?? groupSize;
    if (!collapse || band.nodeIds.length <= limit + 1) return { band, ids: band.nodeIds };
    const keep: string[] = [];
    const groupId = `group:${band.key}`;
    for (const id of band.nodeIds) {
      if (keep.length < limit || pinned(id)) keep.push(id);
      else alias.set(id, groupId);
    }
    const hidden = band.nodeIds.length - keep.length;
    const label = `${hidden} more`;
    const caption = bandLabel(band.group);
    groupNodes.set(groupId, {
      id: groupId,
      kind: "group",
      label,
      regcode: null,
      country: null,
      sanctioned: false,
      sanctionNotes: [],
      level: 0,
      x: 0,
      y: 0,
      caption,
      hidden,
    });
    return { band, ids: [...keep, groupId] };
  });

  const width = PER_ROW * (NODE_WIDTH + GAP_X) + GAP_X;
  const nodes: PlacedNode[] = [];
  const placedBands: PlacedBand[] = [];
  let y = PADDING;
  for (const { band, ids } of bands) {
    if (band.group !== "subject") {
      const label = bandLabel(band.group);
      placedBands.push({ key: band.key, label, count: band.entries, parties: band.nodeIds.length, y });
      y += BAND_HEADER;
    }
    for (let start = 0; start < ids.length; start += PER_ROW) {
      const row = ids.slice(start, start + PER_ROW);
      const x0 = (width - (row.length * (NODE_WIDTH + GAP_X) - GAP_X)) / 2;
      row.forEach((id, i) => {
        const x = x0 + i * (NODE_WIDTH + GAP_X);
        const group = groupNodes.get(id);
        if (group) nodes.push({ ...group, x, y });
        else nodes.push({ ...byId.get(id)!, x, y, caption: captions.get(id) ?? "", hidden: 0 });
      });
      y += NODE_HEIGHT + ROW_GAP;
    }
  }
  const height = y - ROW_GAP + PADDING;
  return { nodes, edges: placeEdges(graph.edges, alias, nodes), bands: placedBands, width, height };
}

function placeEdges(edges: GraphEdge[], alias: Map<string, string>, nodes: PlacedNode[]): PlacedEdge[] {
  const at = new Map(nodes.map((n) => [n.id, n]));
  const out = new Map<string, PlacedEdge>();
  for (const e of edges) {
    const source = alias.get(e.source) ?? e.source;
    const target = alias.get(e.target) ?? e.target;
    if (source === target) continue;
    const folded = source !== e.source || target !== e.target;
    const key = folded ? `${source}>${target}>${e.kind}` : e.id;
    const existing = out.get(key);
    if (existing) {
      out.set(key, { ...existing, count: existing.count + 1, former: existing.former && e.former });
      continue;
    }
    const s = at.get(source)!;
    const t = at.get(target)!;
    const id = folded ? `folded:${key}` : e.id;
    out.set(key, { ...e, id, source, target, ...connect(s, t), count: 1 });
  }
  // A folded line stands for many relationships: it says how many, not the role of the first one.
  return [...out.values()].map((e) =>
    e.id.startsWith("folded:")
      ? { ...e, label: `${e.count} × ${EDGE_KIND_LABELS[e.kind]}`, percent: null, validFrom: null, validTo: null }
      : e,
  );
}

/** Joins the facing sides of two boxes: bottom to top between rows, side to side within a row. */
function connect(s: PlacedNode, t: PlacedNode) {
  const cx = (n: PlacedNode) => n.x + NODE_WIDTH / 2;
  if (s.y + NODE_HEIGHT <= t.y) return { x1: cx(s), y1: s.y + NODE_HEIGHT, x2: cx(t), y2: t.y };
  if (t.y + NODE_HEIGHT <= s.y) return { x1: cx(s), y1: s.y, x2: cx(t), y2: t.y + NODE_HEIGHT };
  const midY = s.y + NODE_HEIGHT / 2;
  return s.x < t.x
    ? { x1: s.x + NODE_WIDTH, y1: midY, x2: t.x, y2: t.y + NODE_HEIGHT / 2 }
    : { x1: s.x, y1: midY, x2: t.x + NODE_WIDTH, y2: t.y + NODE_HEIGHT / 2 };
}
