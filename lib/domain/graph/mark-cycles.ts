import type { EdgeKind, GraphEdge } from "./graph-types";

/** Relationships through which an entity can end up controlling itself. */
export const CONTROL_KINDS: ReadonlySet<EdgeKind> = new Set(["member", "joint-owner", "dominant-influence"]);

/**
 * Marks the control edges that lie on a loop (both ends in one strongly connected component, Tarjan's
 * algorithm), so an ownership circle found by expanding is shown as such instead of being followed forever.
 */
export function markCycles(edges: GraphEdge[]): GraphEdge[] {
  const control = edges.filter((e) => CONTROL_KINDS.has(e.kind) && !e.former);
  const out = new Map<string, string[]>();
  for (const e of control) {
    const list = out.get(e.source) ?? [];
    list.push(e.target);
    out.set(e.source, list);
  }

  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const component = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  let counter = 0;

  const visit = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of out.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    let w: string | undefined;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.set(w, index.get(v)!);
    } while (w !== v);
  };
  for (const v of out.keys()) if (!index.has(v)) visit(v);

  return edges.map((e) => {
    const c = component.get(e.source);
    const cycle = CONTROL_KINDS.has(e.kind) && !e.former && c !== undefined && c === component.get(e.target);
    return cycle === e.cycle ? e : { ...e, cycle };
  });
}
