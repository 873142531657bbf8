import { EDGE_KIND_LABELS } from "./edge-kind-labels";
import type { Graph } from "./graph-types";
import {
  type GraphLayout,
  type LayoutOptions,
  NODE_HEIGHT,
  NODE_WIDTH,
  type PlacedBand,
  type PlacedNode,
} from "./layout-types";
import { type BandGroup, placeBands } from "./place-bands";
import { nodeCaptions } from "./node-captions";
import { placeEdges } from "./place-edges";

const GAP_X = 24;
const ROW_GAP = 44;
const BAND_HEADER = 26;
const PADDING = 16;
const PER_ROW = 5;

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
