import { EDGE_KIND_LABELS } from "./edge-kind-labels";
import type { GraphEdge } from "./graph-types";
import { NODE_HEIGHT, NODE_WIDTH, type PlacedEdge, type PlacedNode } from "./layout-types";

/** Lines between placed boxes; relationships of parties folded into an "N more" node share one line. */
export function placeEdges(edges: GraphEdge[], alias: Map<string, string>, nodes: PlacedNode[]): PlacedEdge[] {
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
  return spreadPorts([...out.values()], at).map((e) =>
    e.id.startsWith("folded:")
      ? { ...e, label: `${e.count} × ${EDGE_KIND_LABELS[e.kind]}`, percent: null, validFrom: null, validTo: null }
      : e,
  );
}

/**
 * Lines arriving on the same side of a box end at evenly spaced points in the order they come from,
 * so dozens of relationships into one entity fan out instead of piling onto a single point.
 */
function spreadPorts(edges: PlacedEdge[], at: Map<string, PlacedNode>): PlacedEdge[] {
  const sides = new Map<string, PlacedEdge[]>();
  for (const e of edges) {
    const t = at.get(e.target)!;
    if (e.y2 !== t.y && e.y2 !== t.y + NODE_HEIGHT) continue;
    const key = `${e.target}:${e.y2}`;
    const list = sides.get(key) ?? [];
    list.push(e);
    sides.set(key, list);
  }
  const moved = new Map<string, number>();
  for (const [key, list] of sides) {
    const t = at.get(key.slice(0, key.lastIndexOf(":")))!;
    const distinct = [...new Set(list.map((e) => e.x1))].sort((a, b) => a - b);
    if (distinct.length < 2) continue;
    const inset = NODE_WIDTH * 0.1;
    const step = (NODE_WIDTH - 2 * inset) / (distinct.length - 1);
    const slot = new Map(distinct.map((x, i) => [x, t.x + inset + i * step]));
    for (const e of list) moved.set(e.id, slot.get(e.x1)!);
  }
  return edges.map((e) => (moved.has(e.id) ? { ...e, x2: moved.get(e.id)! } : e));
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
