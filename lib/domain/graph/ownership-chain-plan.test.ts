import { describe, expect, it } from "vitest";
import { type ChainRecord, ownershipChainPlan } from "./ownership-chain-plan";

const sha = (n: number) => String(n).repeat(64).slice(0, 64);
const record = (regcode: string, depth: number, n = depth): ChainRecord => ({ regcode, sha256: sha(n), depth });
const [R, A, B, P, Q] = ["40003000001", "40003000002", "40003000003", "40003000004", "40003000005"];

describe("ownershipChainPlan", () => {
  it("loads every record but the entity itself, nearest layer first", () => {
    const plan = ownershipChainPlan([record(P, 2), record(R, 0), record(B, 1), record(A, 1)], { expanded: [R] }, 60);
    expect(plan.load.map((r) => r.regcode)).toEqual([A, B, P]);
    expect(plan.load[2].sha256).toBe(sha(2));
    expect(plan.leftOut).toBe(0);
  });

  it("loads an entity read at two layers once, from its nearest one", () => {
    const plan = ownershipChainPlan([record(P, 3, 7), record(A, 1), record(P, 2, 5)], { expanded: [R] }, 60);
    expect(plan.load).toEqual([record(A, 1), record(P, 2, 5)]);
  });

  it("skips entities the analyst has expanded already", () => {
    const plan = ownershipChainPlan([record(A, 1), record(B, 1), record(P, 2)], { expanded: [R, B] }, 60);
    expect(plan.load.map((r) => r.regcode)).toEqual([A, P]);
  });

  it("takes the nearest layers up to what one drawing merges and counts the rest", () => {
    const plan = ownershipChainPlan([record(Q, 3), record(P, 2), record(A, 1), record(B, 1)], { expanded: [R] }, 2);
    expect(plan.load.map((r) => r.regcode)).toEqual([A, B]);
    expect(plan.leftOut).toBe(2);
    expect(ownershipChainPlan([record(A, 1)], { expanded: [R] }, 0)).toEqual({ load: [], leftOut: 1 });
  });
});
