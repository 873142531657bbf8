import { describe, expect, it } from "vitest";
import { demoRegcodes, findDemoRecord } from "@/dev/demo-registry/dataset";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { buildGraph } from "./build-graph";
import { effectiveOwnership } from "./effective-ownership";
import { mergeExpansion } from "./merge-expansion";

const graphOf = (regcode: string) => buildGraph(legalEntitySchema.parse(findDemoRecord(regcode)), "en");
const shares = (s: ReturnType<typeof effectiveOwnership>) =>
  Object.fromEntries(s.owners.map((o) => [o.node.label, Number(o.percent.toFixed(4))]));

describe("effectiveOwnership", () => {
  it("multiplies shares along the expanded chain", () => {
    const [x, y, z] = demoRegcodes.chain;
    const g = mergeExpansion(mergeExpansion(graphOf(x), graphOf(y)), graphOf(z));
    const summary = effectiveOwnership(g);
    expect(shares(summary)).toMatchObject({ "Kārlis Ābols": 48, "Dace Vītola": 12 });
    // The 40% co-owner of X was not expanded: its share is listed as held by it, marked as such.
    const unexpanded = summary.owners.filter((o) => o.unexpanded).map((o) => o.percent);
    expect(unexpanded).toEqual([40]);
    expect(summary.owners).toHaveLength(3);
    expect(summary.sanctionedMajority).toBe(false);
  });

  it("lists direct owners before any expansion", () => {
    const summary = effectiveOwnership(graphOf(demoRegcodes.chain[0]));
    expect(summary.owners.map((o) => o.percent)).toEqual([60, 40]);
    expect(summary.owners.every((o) => o.unexpanded)).toBe(true);
  });

  it("ends paths at an ownership loop and sums the rest", () => {
    const [a, b, c] = demoRegcodes.cycle;
    const g = mergeExpansion(mergeExpansion(graphOf(a), graphOf(c)), graphOf(b));
    const summary = effectiveOwnership(g);
    expect(shares(summary)).toEqual({
      "Ilze Kalniņa": 49,
      "Dace Vītola": 24.99,
      "Edgars Krūmiņš": 12.7449,
    });
  });

  it("flags sanctioned parties holding 50% or more", () => {
    const summary = effectiveOwnership(graphOf(demoRegcodes.sanctioned));
    expect(summary.sanctionedPercent).toBe(100);
    expect(summary.sanctionedMajority).toBe(true);
    expect(summary.sanctionedHolders).toHaveLength(1);
  });
});
