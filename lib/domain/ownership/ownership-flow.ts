import type { GraphNode, Holding, OwnershipGraph } from "./ownership-graph";
import type { PathHop, ShareRange } from "./ownership-types";

/** How many paths each owner lists; the rest are counted. */
export const MAX_PATHS_PER_OWNER = 20;

/** An edge of the loop-free graph: `from` is held by the edge's node through `holding`. */
export interface InEdge {
  from: string;
  holding: Holding;
}

/** One path as shared tails: this node holds `holding` in the next link's node (null at the determined entity). */
export interface PathLink {
  node: string;
  holding: Holding | null;
  next: PathLink | null;
  /** The link as a hop of a displayed path, made once however many paths it ends. */
  hop?: PathHop;
}

export interface OwnershipFlow {
  /** The entities reached, determined entity first, each before every entity that holds it. */
  order: string[];
  /** Each reached party's effective share of the determined entity. */
  flow: Map<string, ShareRange>;
  /**
   * Of that, what reaches the party before any sanctioned party on the way: counted there only. A joint
   * holding reaches one holder of its group here, so the group's share is counted once.
   */
  cleanFlow: Map<string, ShareRange>;
  inEdges: Map<string, InEdge[]>;
  /** How many paths lead from each party to the determined entity. */
  pathCount: Map<string, number>;
  /** The longest chain of holdings from each party to the determined entity. */
  layers: Map<string, number>;
  /** A loop node per holding that closes a loop, with the entities on it. */
  loops: Map<string, string[]>;
}

const ZERO: ShareRange = { min: 0, max: 0 };

function clamp(range: ShareRange): ShareRange {
  const max = Math.min(100, range.max);
  return { min: Math.min(range.min, max), max };
}

function addScaled(into: Map<string, ShareRange>, id: string, flow: ShareRange, holding: Holding): void {
  const before = into.get(id) ?? ZERO;
  into.set(id, { min: before.min + (flow.min * holding.min) / 100, max: before.max + (flow.max * holding.max) / 100 });
}

/**
 * Depth-first from the determined entity through the entities that hold it, holders in registration-number
 * order: a holding whose holder is on the current path closes a loop. Without those holdings the graph has no
 * loops, and the reverse of the depth-first finishing order is a topological one, in which the flow is summed
 * once per edge.
 */
export function computeFlow(graph: OwnershipGraph): OwnershipFlow {
  const { nodes, holdings, root } = graph;
  const isEntity = (id: string) => nodes.get(id)?.kind === "record";
  const onPath = new Map<string, number>();
  const done = new Set<string>();
  const path: string[] = [];
  const closing = new Map<Holding, string>();
  const loops = new Map<string, string[]>();
  const finished: string[] = [];

  const stack: Array<{ id: string; next: number }> = [{ id: root, next: 0 }];
  onPath.set(root, 0);
  path.push(root);
  while (stack.length > 0) {
    const top = stack[stack.length - 1];
    const list = holdings.get(top.id) ?? [];
    if (top.next < list.length) {
      const holding = list[top.next++];
      if (!isEntity(holding.holder)) continue;
      const at = onPath.get(holding.holder);
      if (at !== undefined) {
        const id = `loop:${holding.holder}:${top.id}`;
        closing.set(holding, id);
        loops.set(id, path.slice(at));
      } else if (!done.has(holding.holder)) {
        onPath.set(holding.holder, path.length);
        path.push(holding.holder);
        stack.push({ id: holding.holder, next: 0 });
      }
      continue;
    }
    stack.pop();
    path.pop();
    onPath.delete(top.id);
    done.add(top.id);
    finished.push(top.id);
  }
  const order = finished.reverse();

  const flow = new Map<string, ShareRange>([[root, { min: 100, max: 100 }]]);
  const cleanFlow = new Map<string, ShareRange>([[root, { min: 100, max: 100 }]]);
  const inEdges = new Map<string, InEdge[]>();
  const pathCount = new Map<string, number>([[root, 1]]);
  const layers = new Map<string, number>([[root, 0]]);
  for (const id of order) {
    const own = clamp(flow.get(id)!);
    flow.set(id, own);
    const clean = clamp(cleanFlow.get(id) ?? ZERO);
    cleanFlow.set(id, clean);
    // Flow that has met a sanctioned party is counted there, and passes on only as the holder's own share.
    const passed = id !== root && nodes.get(id)!.sanctioned ? ZERO : clean;
    for (const holding of holdings.get(id) ?? []) {
      const target = closing.get(holding) ?? holding.holder;
      addScaled(flow, target, own, holding);
      if (!holding.group || groupCarrier(holding.group, nodes) === holding.holder) {
        addScaled(cleanFlow, target, passed, holding);
      }
      const edges = inEdges.get(target) ?? [];
      edges.push({ from: id, holding });
      inEdges.set(target, edges);
      pathCount.set(target, Math.min(Number.MAX_SAFE_INTEGER, (pathCount.get(target) ?? 0) + pathCount.get(id)!));
      layers.set(target, Math.max(layers.get(target) ?? 0, layers.get(id)! + 1));
    }
  }
  for (const [id, range] of flow) if (!isEntity(id)) flow.set(id, clamp(range));
  for (const [id, range] of cleanFlow) if (!isEntity(id)) cleanFlow.set(id, clamp(range));
  return { order, flow, cleanFlow, inEdges, pathCount, layers, loops };
}

/**
 * Of a joint holding's holders, the one whose clean flow carries the group's share, so the sanctions aggregate
 * counts it once: a sanctioned holder first, else an entity (which may lead to one), else the first.
 */
function groupCarrier(group: readonly string[], nodes: Map<string, GraphNode>): string {
  return (
    group.find((id) => nodes.get(id)?.sanctioned) ?? group.find((id) => nodes.get(id)?.kind === "record") ?? group[0]
  );
}

/** The loop node's description: the entities the circulating share passes through, each held by the next. */
export function loopNode(id: string, entities: readonly string[], nodes: Map<string, GraphNode>): GraphNode {
  const names = entities.map((e) => nodes.get(e)?.name ?? e);
  return {
    id,
    kind: "loop",
    name: `Loop: ${[...names, names[0]].join(" → ")}`,
    regcode: null,
    reason: "loop",
  };
}

/**
 * The first MAX_PATHS_PER_OWNER paths of every party, as linked lists sharing their tails: each party's
 * paths are its edges' paths with itself in front, so the whole table costs edges × the cap.
 */
export function firstPaths(flow: OwnershipFlow, root: string): (id: string) => PathLink[] {
  const memo = new Map<string, PathLink[]>([[root, [{ node: root, holding: null, next: null }]]]);
  const of = (id: string): PathLink[] => {
    const known = memo.get(id);
    if (known) return known;
    const list: PathLink[] = [];
    // Entities come in topological order, so every edge's source is already known when asked for.
    for (const edge of flow.inEdges.get(id) ?? []) {
      for (const tail of of(edge.from)) {
        if (list.length >= MAX_PATHS_PER_OWNER) break;
        list.push({ node: id, holding: edge.holding, next: tail });
      }
      if (list.length >= MAX_PATHS_PER_OWNER) break;
    }
    memo.set(id, list);
    return list;
  };
  for (const id of flow.order) of(id);
  return of;
}

/**
 * Where loop share may end up: the share a loop sets aside re-enters at the entity its closing holding points
 * to, and from there may reach any holder upward of it. Each such party's share of the loops, summed.
 */
export function loopReach(graph: OwnershipGraph, flow: OwnershipFlow): Map<string, number> {
  const byEntry = new Map<string, number>();
  for (const id of flow.loops.keys()) {
    const entry = id.split(":")[1];
    byEntry.set(entry, (byEntry.get(entry) ?? 0) + (flow.flow.get(id)?.max ?? 0));
  }
  const reach = new Map<string, number>();
  for (const [entry, share] of byEntry) {
    if (share <= 0) continue;
    const seen = new Set<string>([entry]);
    const queue = [entry];
    for (let i = 0; i < queue.length; i++) {
      for (const h of graph.holdings.get(queue[i]) ?? []) {
        if (seen.has(h.holder)) continue;
        seen.add(h.holder);
        if (graph.nodes.get(h.holder)?.kind === "record") queue.push(h.holder);
      }
    }
    for (const id of seen) reach.set(id, (reach.get(id) ?? 0) + share);
  }
  return reach;
}
