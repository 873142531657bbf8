import { describe, expect, it } from "vitest";
import { parseOwnershipConfig } from "./ownership-config";

describe("parseOwnershipConfig", () => {
  it("reads six layers and 200 records, and the rule by date, when nothing is set", () => {
    expect(parseOwnershipConfig({})).toEqual({ maxDepth: 6, maxRecords: 200, thresholdRule: null });
    expect(parseOwnershipConfig({ OWNERSHIP_MAX_DEPTH: " ", OWNERSHIP_THRESHOLD_RULE: "" })).toEqual({
      maxDepth: 6,
      maxRecords: 200,
      thresholdRule: null,
    });
  });

  it("takes an operator's limits and threshold rule, written one way", () => {
    expect(
      parseOwnershipConfig({
        OWNERSHIP_MAX_DEPTH: "10",
        OWNERSHIP_MAX_RECORDS: "50",
        OWNERSHIP_THRESHOLD_RULE: ">= 10%",
      }),
    ).toEqual({ maxDepth: 10, maxRecords: 50, thresholdRule: ">=10" });
    expect(parseOwnershipConfig({ OWNERSHIP_THRESHOLD_RULE: ">25.50" }).thresholdRule).toBe(">25.5");
  });

  it("refuses bad values by variable name, never repeating them", () => {
    const problems = (env: Record<string, string>) => {
      try {
        parseOwnershipConfig(env);
        return "accepted";
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(problems({ OWNERSHIP_MAX_DEPTH: "11" })).toMatch(/OWNERSHIP_MAX_DEPTH: must be at most 10/);
    expect(problems({ OWNERSHIP_MAX_DEPTH: "0" })).toMatch(/OWNERSHIP_MAX_DEPTH: must be at least 1/);
    expect(problems({ OWNERSHIP_MAX_RECORDS: "many" })).toMatch(/OWNERSHIP_MAX_RECORDS: must be a number/);
    for (const rule of ["17", "=>17", ">0", ">=117", ">100", "more than 17%"]) {
      const message = problems({ OWNERSHIP_THRESHOLD_RULE: rule });
      expect(message).toMatch(/: OWNERSHIP_THRESHOLD_RULE: must be ">25" \(more than 25%\) or ">=25" [^;]*$/);
      expect(message).not.toContain(rule);
    }
  });
});
