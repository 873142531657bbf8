import { describe, expect, it } from "vitest";
import { demoRegcodes, findDemoRecord } from "@/lib/demo-registry/dataset";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { buildGraph } from "./build-graph";
import { mergeExpansion } from "./merge-expansion";
import { layoutGraph } from "./layout-graph";
import { type GraphLayout, NODE_HEIGHT, NODE_WIDTH } from "./layout-types";

const graphOf = (regcode: string) => buildGraph(legalEntitySchema.parse(findDemoRecord(regcode)));

function overlaps(layout: GraphLayout): boolean {
  const boxes = layout.nodes;
  return boxes.some((a, i) =>
    boxes.some((b, j) => i < j && Math.abs(a.x - b.x) < NODE_WIDTH && Math.abs(a.y - b.y) < NODE_HEIGHT),
  );
}

describe("layoutGraph", () => {
  it("places every party once, inside the drawing, without overlaps", () => {
    const graph = graphOf(demoRegcodes.amber);
    const layout = layoutGraph(graph);
    expect(layout.nodes.map((n) => n.id).sort()).toEqual(graph.nodes.map((n) => n.id).sort());
    // The entity taking part in its own reorganization is listed in the table, not drawn as a loop.
    expect(layout.edges).toHaveLength(graph.edges.filter((e) => e.source !== e.target).length);
    expect(overlaps(layout)).toBe(false);
    for (const n of layout.nodes) {
      expect(n.x).toBeGreaterThanOrEqual(0);
      expect(n.x + NODE_WIDTH).toBeLessThanOrEqual(layout.width);
      expect(n.y + NODE_HEIGHT).toBeLessThanOrEqual(layout.height);
    }
  });

  it("draws owners above the entity and officers below it", () => {
    const graph = graphOf(demoRegcodes.chain[0]);
    const layout = layoutGraph(graph);
    const y = (id: string) => layout.nodes.find((n) => n.id === id)!.y;
    const root = y(graph.rootId);
    for (const e of graph.edges) {
      if (e.kind === "member") expect(y(e.source)).toBeLessThan(root);
      if (e.kind === "officer") expect(y(e.source)).toBeGreaterThan(root);
    }
  });

  it("folds the large entity into role groups whose counts still match the lists", () => {
    const record = legalEntitySchema.parse(findDemoRecord(demoRegcodes.large));
    const graph = buildGraph(record);
    const layout = layoutGraph(graph);
    expect(layout.nodes.length).toBeLessThanOrEqual(150);
    const groups = layout.nodes.filter((n) => n.kind === "group");
    const shown = layout.nodes.length - groups.length;
    expect(shown + groups.reduce((sum, g) => sum + g.hidden, 0)).toBe(graph.nodes.length);
    expect(layout.edges.reduce((sum, e) => sum + e.count, 0)).toBe(graph.edges.length);
    expect(layout.bands.find((b) => b.label === "Officers")?.count).toBe(record.Officers.length);
    expect(layout.bands.find((b) => b.label === "Members (shareholders)")?.count).toBe(record.Members.length);
    expect(overlaps(layout)).toBe(false);
  });

  it("counts each band's entries once, also after expanding an owner", () => {
    const [x, y] = demoRegcodes.chain;
    const graph = mergeExpansion(graphOf(x), graphOf(y));
    const members = layoutGraph(graph).bands.filter((b) => b.label === "Members (shareholders)");
    expect(members.map((b) => b.count)).toEqual([2, 2]);
  });

  it("shows more of a group once the analyst opens it", () => {
    const graph = graphOf(demoRegcodes.large);
    const group = layoutGraph(graph).nodes.find((n) => n.kind === "group")!;
    const bandKey = group.id.slice("group:".length);
    const opened = layoutGraph(graph, { shownByBand: { [bandKey]: 112 } });
    const regrouped = opened.nodes.find((n) => n.id === group.id)!;
    expect(regrouped.hidden).toBe(group.hidden - 100);
  });
});
