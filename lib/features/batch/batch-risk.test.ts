import { describe, expect, it } from "vitest";
import { demoRegcodes, findDemoRecord } from "@/dev/demo-registry/dataset";
import { demoCredentials } from "@/dev/demo-registry/credentials";
import { personalDetailsAccess, redactPersonalDetails } from "@/lib/domain/access/redact-personal-details";
import { RISK_LEVELS } from "@/lib/domain/cases/case-types";
import { RISK_MODEL } from "@/lib/domain/cases/risk-model";
import { BATCH_RISK_LEVELS } from "@/lib/platform/db/schema/batches";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { batchRisk, isFlaggedLevel, storedRisk } from "./batch-risk";

const at = Date.parse("2026-11-24T10:00:00Z");
const SHA = "d".repeat(64);
const risk = (record: unknown, higherRiskActivities?: readonly string[]) =>
  batchRisk(legalEntitySchema.parse(record), SHA, at, higherRiskActivities);

describe("a screened row's risk", () => {
  it("ranks a sanctioned entity high, naming the lists and programmes in force it matched", () => {
    expect(risk(findDemoRecord(demoRegcodes.sanctioned))).toEqual({
      level: "high",
      points: 160,
      modelVersion: RISK_MODEL.version,
      factors: ["entity-sanctions", "related-sanctions", "securing-measures"],
      forcedBy: "entity-sanctions",
      ownership: "not-assessed",
      // The UN listing, Olga Demova's EU listing and the subsidiary's were lifted: not matched.
      sanctions: [
        { list: "EU", program: "RUSSIA_TERRITORIAL_INTEGRITY" },
        { list: "OFAC", program: "RUSSIA-EO14024" },
        { list: "UK", program: "RUSSIA" },
      ],
    });
  });

  it("ranks an insolvent entity in liquidation medium, and flags it", () => {
    const insolvent = risk(findDemoRecord(demoRegcodes.insolvent));
    expect([insolvent.level, insolvent.points, insolvent.factors]).toEqual([
      "medium",
      55,
      ["insolvency", "liquidation"],
    ]);
    expect(isFlaggedLevel(insolvent.level)).toBe(true);
  });

  it("no longer flags a row for withheld persons alone: ownership is not assessed in a batch", () => {
    const access = personalDetailsAccess(demoCredentials.standard);
    const withheld = risk(redactPersonalDetails(findDemoRecord(demoRegcodes.amber), access));
    expect(withheld.factors).not.toContain("beneficial-owners-withheld");
    expect(withheld.factors).not.toContain("ownership-not-determined");
    expect(withheld.level).toBe("low");
    expect(isFlaggedLevel(withheld.level)).toBe(false);
    expect(isFlaggedLevel(null)).toBe(false);
  });

  it("rates activities by the configured list", () => {
    const sanctioned = findDemoRecord(demoRegcodes.sanctioned); // 49.41, 52.29
    expect(risk(sanctioned, ["49.41"]).factors).toContain("higher-risk-activity");
    expect(risk(sanctioned).factors).not.toContain("higher-risk-activity");
  });

  it("reads back what a row stored, and nothing from a row not assessed", () => {
    const { level, points, ...details } = risk(findDemoRecord(demoRegcodes.sanctioned));
    const stored = {
      modelVersion: details.modelVersion,
      factors: details.factors,
      forcedBy: details.forcedBy,
      sanctions: details.sanctions,
    };
    expect(storedRisk({ riskLevel: level, riskPoints: points, risk: stored })).toEqual({ level, points, ...details });
    expect(storedRisk({ riskLevel: null, riskPoints: null, risk: null })).toBeNull();
    expect(storedRisk({ riskLevel: "severe", riskPoints: 5, risk: stored })).toBeNull();
  });

  it("stores the model's levels", () => {
    expect(BATCH_RISK_LEVELS).toEqual(RISK_LEVELS);
  });
});
