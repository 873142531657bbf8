import { describe, expect, it } from "vitest";
import { demoRecord } from "@/dev/testing/demo-records";
import { conditionsInForce, severity } from "./severity";

const NOW = Date.parse("2026-01-01T00:00:00Z");

describe("severity", () => {
  it("marks an entity under an asset freeze red although the register still says registered", () => {
    const record = demoRecord("sanctioned");
    expect(record.status).toBe("REGISTERED");
    expect(severity(record, NOW)).toEqual({ tone: "danger", condition: "sanctioned" });
  });

  it("marks a suspended entity red", () => {
    expect(severity(demoRecord("suspended"), NOW)).toEqual({ tone: "danger", condition: "suspended" });
  });

  it("marks an insolvent entity red, insolvency before its liquidation", () => {
    const conditions = conditionsInForce(demoRecord("insolvent"), NOW);
    expect(conditions.slice(0, 2)).toEqual(["insolvent", "inLiquidation"]);
    expect(severity(demoRecord("insolvent"), NOW).tone).toBe("danger");
  });

  it("marks an excluded entity amber and a clean registered one green", () => {
    expect(severity(demoRecord("excluded"), NOW)).toEqual({ tone: "warning", condition: "notRegistered" });
    expect(severity(demoRecord("sparse"), NOW)).toEqual({ tone: "ok", condition: null });
  });

  it("leaves a sanction that has ended out", () => {
    const record = demoRecord("sanctioned");
    const ended = record.Sanctions!.legal_entity_sanctions.map((s) => ({ ...s, removed_on: "2025-01-01T00:00:00Z" }));
    const conditions = conditionsInForce(
      { ...record, Sanctions: { ...record.Sanctions!, legal_entity_sanctions: ended } },
      NOW,
    );
    expect(conditions).not.toContain("sanctioned");
    expect(conditions).toContain("relatedSanctioned");
  });
});
