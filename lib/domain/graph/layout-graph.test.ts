import { describe, expect, it } from "vitest";
import { demoRegcodes, findDemoRecord } from "@/dev/demo-registry/dataset";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { edgesThroughBoxes } from "@/dev/testing/edges-through-boxes";
import { buildGraph } from "./build-graph";
import { mergeExpansion } from "./merge-expansion";
import { elkPool } from "./elk-pool";
import { parseGraphLayoutConfig } from "./graph-layout-config";
import { layoutGraph } from "./layout-graph";
import { BAND_GUTTER, type GraphLayout, NODE_HEIGHT, NODE_WIDTH } from "./layout-types";

const graphOf = (regcode: string) => buildGraph(legalEntitySchema.parse(findDemoRecord(regcode)), "en");
const SHOWCASE = Object.entries(demoRegcodes).filter(
  (entry): entry is [string, string] => typeof entry[1] === "string",
);

function overlaps(layout: GraphLayout): boolean {
  const boxes = layout.nodes;
  return boxes.some((a, i) =>
    boxes.some((b, j) => i < j && Math.abs(a.x - b.x) < NODE_WIDTH && Math.abs(a.y - b.y) < NODE_HEIGHT),
  );
}

const crossings = (layout: GraphLayout) =>
  edgesThroughBoxes(
    layout.nodes.map((n) => ({ id: n.id, x: n.x, y: n.y, width: NODE_WIDTH, height: NODE_HEIGHT })),
    layout.edges,
  );

describe("layoutGraph", () => {
  it("places every party once, right of the band names, without overlaps", async () => {
    const graph = graphOf(demoRegcodes.amber);
    const layout = await layoutGraph(graph, "en");
    expect(layout.nodes.map((n) => n.id).sort()).toEqual(graph.nodes.map((n) => n.id).sort());
    // The entity taking part in its own reorganization is listed in the table, not drawn as a loop.
    expect(layout.edges).toHaveLength(graph.edges.filter((e) => e.source !== e.target).length);
    expect(overlaps(layout)).toBe(false);
    for (const n of layout.nodes) {
      expect(n.x).toBeGreaterThanOrEqual(BAND_GUTTER);
      expect(n.x + NODE_WIDTH).toBeLessThanOrEqual(layout.width);
      expect(n.y + NODE_HEIGHT).toBeLessThanOrEqual(layout.height);
    }
  });

  it.each(SHOWCASE)("routes no line of %s through a box other than its ends", async (_name, regcode) => {
    const layout = await layoutGraph(graphOf(regcode), "en");
    expect(crossings(layout)).toEqual([]);
  });

  it("draws each line from the party's box to the entity's box with orthogonal segments", async () => {
    const layout = await layoutGraph(graphOf(demoRegcodes.amber), "en");
    const at = new Map(layout.nodes.map((n) => [n.id, n]));
    const touches = (p: { x: number; y: number }, id: string) => {
      const n = at.get(id)!;
      return p.x >= n.x - 1 && p.x <= n.x + NODE_WIDTH + 1 && p.y >= n.y - 1 && p.y <= n.y + NODE_HEIGHT + 1;
    };
    for (const e of layout.edges) {
      expect(touches(e.points[0], e.source)).toBe(true);
      expect(touches(e.points.at(-1)!, e.target)).toBe(true);
      const straight = (p: { x: number; y: number }, q: { x: number; y: number }) =>
        Math.abs(p.x - q.x) < 0.01 || Math.abs(p.y - q.y) < 0.01;
      e.points.slice(1).forEach((p, i) => expect(straight(p, e.points[i])).toBe(true));
    }
  });

  it("spreads the lines into the entity along its sides instead of one point", async () => {
    const graph = graphOf(demoRegcodes.amber);
    const layout = await layoutGraph(graph, "en");
    const into = layout.edges.filter((e) => e.target === graph.rootId).map((e) => e.points.at(-1)!);
    expect(new Set(into.map((p) => `${p.x},${p.y}`)).size).toBe(into.length);
  });

  it("draws owners above the entity and officers below it", async () => {
    const graph = graphOf(demoRegcodes.chain[0]);
    const layout = await layoutGraph(graph, "en");
    const y = (id: string) => layout.nodes.find((n) => n.id === id)!.y;
    const root = y(graph.rootId);
    for (const e of graph.edges) {
      if (e.kind === "member") expect(y(e.source)).toBeLessThan(root);
      if (e.kind === "officer") expect(y(e.source)).toBeGreaterThan(root);
    }
  });

  it("marks the sanctioned owner's line and the entity as the sanctioned path, and nothing else", async () => {
    const graph = graphOf(demoRegcodes.sanctioned);
    const layout = await layoutGraph(graph, "en");
    const owner = graph.nodes.find((n) => n.label === "OOO Vostok Demo Trade")!;
    const onPath = layout.edges.filter((e) => e.onSanctionPath);
    expect(onPath.length).toBeGreaterThan(0);
    for (const e of onPath) expect(layout.nodes.find((n) => n.id === e.source)!.sanctioned).toBe(true);
    expect(onPath.some((e) => e.source === owner.id && e.kind === "member")).toBe(true);
    const unsanctioned = layout.edges.filter((e) => !layout.nodes.find((n) => n.id === e.source)!.sanctioned);
    expect(unsanctioned.every((e) => !e.onSanctionPath)).toBe(true);
  });

  it("writes direct and effective shares along an expanded ownership chain", async () => {
    const [x, y, z] = demoRegcodes.chain;
    const graph = mergeExpansion(mergeExpansion(graphOf(x), graphOf(y)), graphOf(z));
    const layout = await layoutGraph(graph, "en");
    const node = (rc: string) => layout.nodes.find((n) => n.id === `entity:${rc}`)!;
    const edge = (from: string, to: string) => layout.edges.find((e) => e.source === from && e.target === to)!;
    expect(edge(node(y).id, node(x).id).percent).toBe(60);
    expect(node(y).effectivePercent).toBeCloseTo(60);
    expect(edge(node(z).id, node(y).id).percent).toBe(80);
    expect(node(z).effectivePercent).toBeCloseTo(48);
  });

  it("folds the large entity into role groups whose counts still match the lists", async () => {
    const record = legalEntitySchema.parse(findDemoRecord(demoRegcodes.large));
    const graph = buildGraph(record, "en");
    const layout = await layoutGraph(graph, "en");
    expect(layout.nodes.length).toBeLessThanOrEqual(150);
    const groups = layout.nodes.filter((n) => n.kind === "group");
    const shown = layout.nodes.length - groups.length;
    expect(shown + groups.reduce((sum, g) => sum + g.hidden, 0)).toBe(graph.nodes.length);
    expect(layout.edges.reduce((sum, e) => sum + e.count, 0)).toBe(graph.edges.length);
    expect(layout.bands.find((b) => b.label === "Officers")?.count).toBe(record.Officers.length);
    expect(layout.bands.find((b) => b.label === "Members (shareholders)")?.count).toBe(record.Members.length);
    expect(overlaps(layout)).toBe(false);
    expect(crossings(layout)).toEqual([]);
  });

  it("names the bands and groups in Latvian", async () => {
    const record = legalEntitySchema.parse(findDemoRecord(demoRegcodes.large));
    const layout = await layoutGraph(buildGraph(record, "lv"), "lv");
    const officers = layout.bands.find((b) => b.label === "Amatpersonas");
    expect(officers?.count).toBe(record.Officers.length);
    expect(officers?.lines.at(-1)).toBe(`(${record.Officers.length})`);
    const members = layout.bands.find((b) => b.label === "Dalībnieki (daļu turētāji)");
    expect(members?.lines.at(-1)).toMatch(new RegExp(`^\\(${record.Members.length} ierakst`));
    const group = layout.nodes.find((n) => n.kind === "group");
    expect(group?.label).toBe(`vēl ${group?.hidden}`);
  });

  it("counts each band's entries once, also after expanding an owner", async () => {
    const [x, y] = demoRegcodes.chain;
    const graph = mergeExpansion(graphOf(x), graphOf(y));
    const members = (await layoutGraph(graph, "en")).bands.filter((b) => b.label === "Members (shareholders)");
    expect(members.map((b) => b.count)).toEqual([2, 2]);
  });

  it("shows more of a group once the analyst opens it", async () => {
    const graph = graphOf(demoRegcodes.large);
    const group = (await layoutGraph(graph, "en")).nodes.find((n) => n.kind === "group")!;
    const bandKey = group.id.slice("group:".length);
    const opened = await layoutGraph(graph, "en", { shownByBand: { [bandKey]: 36 } });
    const regrouped = opened.nodes.find((n) => n.id === group.id)!;
    expect(regrouped.hidden).toBe(group.hidden - 24);
    expect(crossings(opened)).toEqual([]);
  });

  it("answers a view with more boxes than one drawing holds as too many to draw, without laying it out", async () => {
    const { maxNodes } = parseGraphLayoutConfig({});
    let laidOut = 0;
    const elk = (input: Parameters<ReturnType<typeof elkPool>["layout"]>[0]) => {
      laidOut += 1;
      return elkPool().layout(input);
    };
    const graph = graphOf(demoRegcodes.large);
    const layout = await layoutGraph(graph, "en", { shownByBand: { "-1:member": maxNodes + 100 }, elk });
    expect(layout.undrawn).toEqual({ reason: "parties", parties: expect.any(Number), limit: maxNodes });
    expect(layout.undrawn!.parties).toBeGreaterThan(maxNodes + 100);
    expect([layout.nodes, layout.edges, laidOut]).toEqual([[], [], 0]);
    // The same band opened within the limit is drawn.
    const within = await layoutGraph(graph, "en", { shownByBand: { "-1:member": 36 }, elk });
    expect([within.undrawn, laidOut]).toEqual([undefined, 1]);
  });
});
