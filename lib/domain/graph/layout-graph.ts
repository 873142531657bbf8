import type { ElkNode } from "elkjs/lib/elk-api";
import { elkPool, isLayoutBusy, isLayoutTimeout } from "./elk-pool";
import { effectiveShares } from "./effective-shares";
import { foldEdges } from "./fold-edges";
import { bandLabel, type FoldOptions, foldGroups } from "./fold-groups";
import type { Locale } from "@/lib/platform/i18n/locales";
import type { Graph } from "./graph-types";
import { parseGraphLayoutConfig } from "./graph-layout-config";
import { translator } from "@/lib/platform/i18n/translator";
import {
  BAND_GUTTER,
  BAND_LINE_HEIGHT,
  type GraphLayout,
  NODE_HEIGHT,
  NODE_WIDTH,
  type PlacedBand,
  type PlacedNode,
  type Point,
} from "./layout-types";
import { nodeCaptions } from "./node-captions";
import { sanctionPath } from "./sanction-path";
import { wrapWords } from "./wrap-words";

/**
 * Parties per row of a band: long bands wrap, so a drawing of a few bands (three boxes beside the band names)
 * opens whole in the profile's viewport at a readable size; a wider one scrolls.
 */
const PER_ROW = 3;
const GUTTER_CHARS = 24;

const config = parseGraphLayoutConfig(process.env);
// A tenth of a unit is finer than any screen or printer shows, and keeps the page's JSON short.
const round = (v: number) => Math.round(v * 10) / 10;

/*
 * Layered layout (Eclipse Layout Kernel): each band's rows are given as layers in reading order, owners
 * above the entity and the rest below; ELK orders each layer to cut crossings, routes every line
 * orthogonally around the boxes (a long line gets its own lane through the rows between) and gives each
 * line its own port, so lines into the entity spread along its side.
 */
const ELK_OPTIONS = {
  "elk.algorithm": "layered",
  "elk.direction": "DOWN",
  "elk.edgeRouting": "ORTHOGONAL",
  "elk.layered.layering.strategy": "INTERACTIVE",
  "elk.layered.cycleBreaking.strategy": "INTERACTIVE",
  "elk.separateConnectedComponents": "false",
  "elk.spacing.nodeNode": "28",
  "elk.spacing.edgeNode": "14",
  "elk.spacing.edgeEdge": "8",
  "elk.layered.spacing.nodeNodeBetweenLayers": "44",
  "elk.layered.spacing.edgeNodeBetweenLayers": "16",
  "elk.layered.spacing.edgeEdgeBetweenLayers": "8",
  "elk.padding": "[top=16,left=16,bottom=16,right=16]",
  "elk.layered.nodePlacement.strategy": "LINEAR_SEGMENTS",
};

export interface LayoutGraphOptions extends FoldOptions {
  /** Boxes one drawing may hold (GRAPH_MAX_NODES by default); beyond it the view is left undrawn. */
  drawLimit?: number;
  /** Lays out ELK's input: the shared worker pool by default. */
  elk?: (input: ElkNode) => Promise<ElkNode>;
}

/** A view not drawn: the page says so and points to the table view instead. */
export const undrawn = (undrawnBecause: NonNullable<GraphLayout["undrawn"]>): GraphLayout => ({
  nodes: [],
  edges: [],
  bands: [],
  width: 0,
  height: 0,
  undrawn: undrawnBecause,
});

/**
 * Lays the graph out on the server: folds large bands into "N more" nodes, wraps long bands into rows,
 * and lets ELK place the rows' boxes and route the lines. Coordinates are in drawing units; the page opens
 * the drawing fitted to its width, never below a readable text size, so a large graph scrolls. Band names and
 * group nodes are written in `locale`, like the graph's own labels. A view of more boxes than
 * `drawLimit`, or whose layout outlasts the pool's time limit, is answered undrawn rather than laid out.
 */
export async function layoutGraph(
  graph: Graph,
  locale: Locale,
  { drawLimit = config.maxNodes, elk = (input) => elkPool().layout(input), ...options }: LayoutGraphOptions = {},
): Promise<GraphLayout> {
  const t = translator(locale, "graph");
  const { bands, groups, alias } = foldGroups(graph, locale, options);
  const boxes = bands.reduce((sum, b) => sum + b.ids.length, 0);
  if (boxes > drawLimit) return undrawn({ reason: "parties", parties: boxes, limit: drawLimit });
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const captions = nodeCaptions(graph);
  const shares = effectiveShares(graph);
  const path = sanctionPath(graph);

  const rows: { bandIndex: number; ids: string[] }[] = [];
  bands.forEach(({ ids }, bandIndex) => {
    for (let start = 0; start < ids.length; start += PER_ROW)
      rows.push({ bandIndex, ids: ids.slice(start, start + PER_ROW) });
  });
  const rowOf = new Map(rows.flatMap((r, i) => r.ids.map((id) => [id, i] as const)));
  const ids = rows.flatMap((r) => r.ids);
  const index = new Map(ids.map((id, i) => [id, i]));
  const edges = foldEdges(graph.edges, alias, locale);

  const input: ElkNode = {
    id: "graph",
    layoutOptions: ELK_OPTIONS,
    children: rows.flatMap((r, row) =>
      r.ids.map((id, i) => ({
        id: `n${index.get(id)}`,
        width: NODE_WIDTH,
        height: NODE_HEIGHT,
        // Only the order matters to interactive layering: each row becomes its own layer.
        x: i * (NODE_WIDTH + 40),
        y: row * (NODE_HEIGHT * 4),
      })),
    ),
    // ELK draws layers top to bottom: a line is handed over pointing down and turned back afterwards.
    edges: edges.map((e, i) => {
      const down = rowOf.get(e.source)! <= rowOf.get(e.target)!;
      const [from, to] = down ? [e.source, e.target] : [e.target, e.source];
      return { id: `e${i}`, sources: [`n${index.get(from)}`], targets: [`n${index.get(to)}`] };
    }),
  };
  let out: ElkNode;
  try {
    out = await elk(input);
  } catch (error) {
    if (isLayoutTimeout(error)) return undrawn({ reason: "time", parties: boxes, limit: drawLimit });
    if (isLayoutBusy(error)) return undrawn({ reason: "busy", parties: boxes, limit: drawLimit });
    throw error;
  }

  const at = new Map(
    (out.children ?? []).map((c) => [c.id, { x: round((c.x ?? 0) + BAND_GUTTER), y: round(c.y ?? 0) }]),
  );
  const nodes: PlacedNode[] = ids.map((id) => {
    const { x, y } = at.get(`n${index.get(id)}`)!;
    const group = groups.get(id);
    const base = group ?? { ...byId.get(id)!, caption: captions.get(id) ?? "", hidden: 0 };
    const effective = shares.get(id);
    return {
      ...base,
      x,
      y,
      effectivePercent: effective === undefined ? null : effective,
      onSanctionPath: path.nodes.has(id),
    };
  });
  const placedEdges = edges.map((e, i) => {
    const section = out.edges?.[i]?.sections?.[0];
    const drawn: Point[] = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [];
    const down = rowOf.get(e.source)! <= rowOf.get(e.target)!;
    const points = (down ? drawn : drawn.reverse()).map((p) => ({ x: round(p.x + BAND_GUTTER), y: round(p.y) }));
    return { ...e, points, onSanctionPath: path.edges.has(e.id) };
  });

  const placedBands: PlacedBand[] = [];
  let nextFree = 0;
  bands.forEach(({ band }, bandIndex) => {
    if (band.group === "subject") return;
    const first = rows.find((r) => r.bandIndex === bandIndex)!;
    const top = Math.min(...first.ids.map((id) => at.get(`n${index.get(id)}`)!.y));
    // Two bands can end up in one layer when a loop moves a row: stack their names instead of overprinting.
    const y = Math.max(top, nextFree);
    const label = bandLabel(band.group, locale);
    const parties = band.nodeIds.length;
    const counts =
      parties === band.entries
        ? t("bands.parties", { parties })
        : t("bands.entriesAndParties", { entries: band.entries, parties });
    const lines = [...wrapWords(label, GUTTER_CHARS), counts];
    nextFree = y + lines.length * BAND_LINE_HEIGHT + 8;
    placedBands.push({ key: band.key, label, count: band.entries, parties, lines, y });
  });

  return {
    nodes,
    edges: placedEdges,
    bands: placedBands,
    width: Math.ceil((out.width ?? 0) + BAND_GUTTER),
    height: Math.ceil(Math.max(out.height ?? 0, nextFree)),
  };
}

/**
 * One small layout when the server starts: ELK's first layout in a worker takes several times a later one (its
 * code is compiled as it first runs), and the first profile after a start waited for it.
 */
export async function warmLayoutEngine(): Promise<void> {
  const box = { width: NODE_WIDTH, height: NODE_HEIGHT };
  await elkPool().layout({
    id: "warm-up",
    layoutOptions: ELK_OPTIONS,
    children: ["owner", "entity", "officer"].map((id) => ({ id, ...box })),
    edges: [
      { id: "owns", sources: ["owner"], targets: ["entity"] },
      { id: "serves", sources: ["entity"], targets: ["officer"] },
    ],
  });
}
