import { ABOVE_KINDS } from "./edge-kind-keys";
import { EDGE_KINDS, type EdgeKind, type Graph } from "./graph-types";

export type BandGroup = EdgeKind | "subject";

export interface Band {
  key: string;
  layer: number;
  group: BandGroup;
  nodeIds: string[];
  /** Relationships of the band's kind that lead out to its parties, for counts that match the lists. */
  entries: number;
}

/**
 * Assigns every node a layer (owners above, officers and other relations below the node that
 * brought it in, or beside it above the root) and a role group, walking outward from the root in edge order so the result is stable.
 */
export function placeBands(graph: Graph): Band[] {
  const adjacent = new Map<string, { other: string; kind: EdgeKind; otherIsSource: boolean }[]>();
  const link = (from: string, other: string, kind: EdgeKind, otherIsSource: boolean) => {
    const list = adjacent.get(from) ?? [];
    list.push({ other, kind, otherIsSource });
    adjacent.set(from, list);
  };
  for (const e of graph.edges) {
    if (e.source === e.target) continue;
    link(e.target, e.source, e.kind, true);
    link(e.source, e.target, e.kind, false);
  }

  const placed = new Map<string, { layer: number; group: BandGroup }>([[graph.rootId, { layer: 0, group: "subject" }]]);
  const queue = [graph.rootId];
  // A declared beneficial owner is placed by what it holds or does when the graph shows it (say, as the
  // member of an expanded owner), and in the beneficial owners' band only when the declaration is all there is.
  const spread = (allowed: (kind: EdgeKind) => boolean) => {
    for (let i = 0; i < queue.length; i++) {
      const here = placed.get(queue[i])!;
      for (const { other, kind, otherIsSource } of adjacent.get(queue[i]) ?? []) {
        if (placed.has(other) || !allowed(kind)) continue;
        const above = ABOVE_KINDS.has(kind) === otherIsSource;
        // Officers and other relations of an expanded owner sit beside it, not among the layers below.
        const step = above ? -1 : here.layer < 0 ? 0 : 1;
        placed.set(other, { layer: here.layer + step, group: kind });
        queue.push(other);
      }
    }
  };
  spread((kind) => kind !== "beneficial-owner");
  spread(() => true);
  // Parties not connected to the root (none in a built graph) still get drawn, in the root's layer.
  for (const n of graph.nodes) if (!placed.has(n.id)) placed.set(n.id, { layer: 0, group: "subject" });

  const bands = new Map<string, Band>();
  for (const n of graph.nodes) {
    const { layer, group } = placed.get(n.id)!;
    const key = `${layer}:${group}`;
    const band = bands.get(key) ?? { key, layer, group, nodeIds: [], entries: 0 };
    band.nodeIds.push(n.id);
    bands.set(key, band);
  }
  // Each relationship belongs to the band of its endpoint farther out from the root.
  const rank = new Map(queue.map((id, i) => [id, i]));
  const bandOf = new Map([...bands.values()].flatMap((b) => b.nodeIds.map((id) => [id, b] as const)));
  for (const e of graph.edges) {
    const outer = (rank.get(e.source) ?? Infinity) > (rank.get(e.target) ?? Infinity) ? e.source : e.target;
    const band = bandOf.get(outer);
    if (band && band.group === e.kind && e.source !== e.target) band.entries += 1;
  }
  const order = (g: BandGroup) => (g === "subject" ? -1 : EDGE_KINDS.indexOf(g));
  return [...bands.values()].sort((a, b) => a.layer - b.layer || order(a.group) - order(b.group));
}
