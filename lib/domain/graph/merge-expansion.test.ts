import { describe, expect, it } from "vitest";
import { demoRegcodes, findDemoRecord } from "@/dev/demo-registry/dataset";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { buildGraph } from "./build-graph";
import { mergeExpansion } from "./merge-expansion";

const graphOf = (regcode: string) => buildGraph(legalEntitySchema.parse(findDemoRecord(regcode)), "en");

describe("mergeExpansion", () => {
  it("follows a three-level ownership chain up to the natural person", () => {
    const [x, y, z] = demoRegcodes.chain;
    const level1 = graphOf(x);
    const level2 = mergeExpansion(level1, graphOf(y));
    const level3 = mergeExpansion(level2, graphOf(z));
    expect(level3.expanded).toEqual([x, y, z]);
    const owners = level3.edges.filter((e) => e.kind === "member").map((e) => [e.source, e.target, e.label]);
    expect(owners).toContainEqual([`entity:${y}`, `entity:${x}`, "60%"]);
    expect(owners).toContainEqual([`entity:${z}`, `entity:${y}`, "80%"]);
    expect(level3.edges.filter((e) => e.target === `entity:${z}` && e.kind === "member")).toHaveLength(1);
    expect(level3.nodes.find((n) => n.id === `entity:${z}`)?.level).toBe(1);
    // Each expansion adds one level: the person above Z was found by the second expansion.
    expect(Math.max(...level3.nodes.map((n) => n.level))).toBe(2);
    expect(level3.edges.some((e) => e.cycle)).toBe(false);
  });

  it("shows an ownership loop as a cycle instead of following it", () => {
    const [a, b, c] = demoRegcodes.cycle;
    let g = graphOf(a);
    g = mergeExpansion(g, graphOf(c));
    expect(g.edges.some((e) => e.cycle)).toBe(false);
    g = mergeExpansion(g, graphOf(b));
    const loop = g.edges.filter((e) => e.cycle).map((e) => `${e.source}>${e.target}`);
    expect(loop.sort()).toEqual(
      [`entity:${a}>entity:${b}`, `entity:${b}>entity:${c}`, `entity:${c}>entity:${a}`].sort(),
    );
    // The entity the loop leads back to is already in the graph: no second node, no second expansion.
    expect(g.nodes.filter((n) => n.id === `entity:${a}`)).toHaveLength(1);
    expect(mergeExpansion(g, graphOf(a))).toBe(g);
  });

  it("leaves the graph unchanged when an entity is expanded twice", () => {
    const [x, y] = demoRegcodes.chain;
    const once = mergeExpansion(graphOf(x), graphOf(y));
    expect(mergeExpansion(once, graphOf(y))).toBe(once);
  });
});
