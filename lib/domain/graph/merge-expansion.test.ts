import { describe, expect, it } from "vitest";
import { demoRegcodes, findDemoRecord } from "@/dev/demo-registry/dataset";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { buildGraph } from "./build-graph";
import type { Graph, GraphNode } from "./graph-types";
import { mergeExpansion, mergeExpansions } from "./merge-expansion";

const graphOf = (regcode: string) => buildGraph(legalEntitySchema.parse(findDemoRecord(regcode)), "en");

const party = (id: string, regcode: string | null): GraphNode => ({
  id,
  kind: regcode ? "entity" : "person",
  label: id,
  regcode,
  country: null,
  sanctioned: false,
  sanctionNotes: [],
  level: 0,
});
const entity = (regcode: string) => party(`entity:${regcode}`, regcode);

/** The graph of one record as the graph builder gives it: the entity and its members with their shares. */
function recordGraph(regcode: string, members: [GraphNode, number][]): Graph {
  return {
    rootId: entity(regcode).id,
    nodes: [entity(regcode), ...members.map(([n]) => n)],
    edges: members.map(([n, percent], i) => ({
      id: `${regcode}:members:${i}`,
      source: n.id,
      target: entity(regcode).id,
      kind: "member",
      label: `${percent}%`,
      percent,
      validFrom: null,
      validTo: null,
      former: false,
      annulled: false,
      cycle: false,
    })),
    expanded: [regcode],
  };
}

/** A graph as drawn: which parties at which level, which relationships, which loops; not the order merged in. */
const drawn = (g: Graph) => ({
  rootId: g.rootId,
  nodes: [...g.nodes].sort((a, b) => a.id.localeCompare(b.id)),
  edges: [...g.edges].sort((a, b) => a.id.localeCompare(b.id)),
  expanded: [...g.expanded].sort(),
});
const levels = (g: Graph) => Object.fromEntries(g.nodes.map((n) => [n.id, n.level]));

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
    // The person holding Z is the one X declares its indirect beneficial owner: one node, drawn from the start.
    const holder = level3.edges.find((e) => e.target === `entity:${z}` && e.kind === "member")!.source;
    const declared = level3.edges.filter((e) => e.kind === "beneficial-owner" && e.target === `entity:${x}`);
    expect(declared.map((e) => e.source)).toEqual([holder]);
    expect(level3.nodes.filter((n) => n.id === holder)).toHaveLength(1);
    expect(Math.max(...level3.nodes.map((n) => n.level))).toBe(1);
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

describe("mergeExpansions", () => {
  // R is held half by A and half by B, both wholly held by P, which a natural person holds.
  const [R, A, B, P] = ["40003000001", "40003000002", "40003000003", "40003000004"];
  const diamond = {
    R: recordGraph(R, [
      [entity(A), 50],
      [entity(B), 50],
    ]),
    A: recordGraph(A, [[entity(P), 100]]),
    B: recordGraph(B, [[entity(P), 100]]),
    P: recordGraph(P, [[party("person:1", null), 100]]),
  };

  it("draws a diamond in one step as expanding it one by one does, in whatever order the records arrive", () => {
    const oneByOne = [diamond.A, diamond.B, diamond.P].reduce(mergeExpansion, diamond.R);
    for (const order of [
      [diamond.P, diamond.B, diamond.A],
      [diamond.B, diamond.P, diamond.A],
      [diamond.A, diamond.B, diamond.P],
    ])
      expect(drawn(mergeExpansions(diamond.R, order))).toEqual(drawn(oneByOne));
    // The shared owner is drawn once, one level out, and the person above it one further.
    expect(levels(mergeExpansions(diamond.R, [diamond.P, diamond.B, diamond.A]))).toEqual({
      [`entity:${R}`]: 0,
      [`entity:${A}`]: 0,
      [`entity:${B}`]: 0,
      [`entity:${P}`]: 1,
      "person:1": 2,
    });
    expect(oneByOne.edges.filter((e) => e.target === `entity:${P}`)).toHaveLength(1);
  });

  it("counts a level from the shortest chain, even when the record of a longer one arrives first", () => {
    // P holds A, which holds half of R, and C, which holds B, which holds the other half.
    const C = "40003000005";
    const viaB = recordGraph(B, [[entity(C), 100]]);
    const viaC = recordGraph(C, [[entity(P), 100]]);
    const arrived = [viaB, viaC, diamond.A];
    // Merged in the order they arrived, P would be put two levels out, behind C.
    expect(levels(arrived.reduce(mergeExpansion, diamond.R))[`entity:${P}`]).toBe(2);
    expect(levels(mergeExpansions(diamond.R, arrived))[`entity:${P}`]).toBe(1);
    expect(levels(mergeExpansions(diamond.R, arrived))[`entity:${C}`]).toBe(1);
  });

  it("draws the demo ownership chain in one step with the levels of expanding it one by one", () => {
    const [x, y, z] = demoRegcodes.chain;
    const oneByOne = mergeExpansion(mergeExpansion(graphOf(x), graphOf(y)), graphOf(z));
    const oneStep = mergeExpansions(graphOf(x), [graphOf(z), graphOf(y)]);
    expect(drawn(oneStep)).toEqual(drawn(oneByOne));
    expect(oneStep.nodes.find((n) => n.id === `entity:${z}`)?.level).toBe(1);
  });

  it("draws an ownership loop in one step as a loop, as expanding it one by one does", () => {
    const [a, b, c] = demoRegcodes.cycle;
    const oneByOne = mergeExpansion(mergeExpansion(graphOf(a), graphOf(c)), graphOf(b));
    // The loop's own entity comes back in the list: it is already drawn and not merged again.
    const oneStep = mergeExpansions(graphOf(a), [graphOf(b), graphOf(a), graphOf(c)]);
    expect(drawn(oneStep)).toEqual(drawn(oneByOne));
    expect(oneStep.edges.filter((e) => e.cycle)).toHaveLength(3);
    expect(oneStep.expanded.filter((rc) => rc === a)).toHaveLength(1);
  });

  it("leaves the graph as it is when there is nothing to merge", () => {
    const g = graphOf(demoRegcodes.chain[0]);
    expect(mergeExpansions(g, [])).toBe(g);
  });
});
