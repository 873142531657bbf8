import { describe, expect, it } from "vitest";
import { keyFindings } from "./key-findings";
import { demoRecord } from "@/dev/testing/demo-records";

const NOW = Date.parse("2026-01-01T00:00:00Z");
const byKey = (findings: ReturnType<typeof keyFindings>) => new Map(findings.map((f) => [f.key, f]));

describe("keyFindings", () => {
  it("reports sanctions on the sanctioned showcase entity, linked to the sanctions panel", () => {
    const f = byKey(keyFindings(demoRecord("sanctioned"), NOW));
    expect(f.get("entity-sanctions")).toMatchObject({
      count: 2,
      current: 1,
      former: 1,
      anchor: "sanctions-entity",
    });
    expect(f.get("related-sanctions")).toMatchObject({
      count: 5,
      direct: 3,
      indirect: 2,
      anchor: "sanctions-related",
    });
    expect(f.get("entity-sanctions")).toMatchObject({
      listings: [
        { list: "EU", program: "RUSSIA_TERRITORIAL_INTEGRITY", since: "2022-04-08T00:00:00Z", current: true },
        { list: "UN", program: "DEMO-1718", current: false },
      ],
    });
    const related = f.get("related-sanctions");
    const names = related && "listings" in related ? related.listings.map((l) => [l.name, l.list, l.current]) : [];
    // Those in force first: who, on which list.
    expect(names).toEqual([
      ["Sergejs Demovs", "EU", true],
      ["OOO Vostok Demo Trade", "OFAC", true],
      ["Olga Demova", "UK", true],
      ["Olga Demova", "EU", false],
      ['SIA "Zemgales Vējš Demo"', "EU", false],
    ]);
    expect(f.get("sanctions-risk")).toMatchObject({ code: "HIGH", anchor: "sanctions" });
    expect(f.get("securing-measures")?.anchor).toBe("securing-measures");
    expect(f.has("withheld")).toBe(false);
  });

  it("reports insolvency and liquidation of the insolvent entity", () => {
    const f = byKey(keyFindings(demoRecord("insolvent"), NOW));
    expect(f.get("insolvencies")).toMatchObject({ count: 2, current: 1, former: 1, anchor: "insolvencies" });
    expect(f.get("liquidations")).toMatchObject({ count: 2, current: 1, former: 1, anchor: "liquidations" });
  });

  it("counts a liquidation ended by its end date alone as former, not in force", () => {
    const record = demoRecord("insolvent");
    const liquidations = record.Liquidations.map((l) => (l.ended_on ? { ...l, removed_on: null } : l));
    const f = byKey(keyFindings({ ...record, Liquidations: liquidations }, NOW));
    expect(f.get("liquidations")).toMatchObject({ count: 2, current: 1, former: 1 });
  });

  it("reports a status other than registered and the withheld persons", () => {
    const f = byKey(keyFindings(demoRecord("excluded", "hidden"), NOW));
    expect(f.get("status")).toMatchObject({ code: "EXCLUDED", anchor: "identity" });
    expect(f.get("withheld")).toMatchObject({ count: 1, anchor: "officers" });
  });

  it("names withheld persons behind related sanctions as null, not as nobody", () => {
    const f = byKey(keyFindings(demoRecord("sanctioned", "hidden"), NOW));
    const related = f.get("related-sanctions");
    const names = related && "listings" in related ? related.listings.map((l) => l.name) : [];
    expect(names).toContain(null);
    expect(names).toContain("OOO Vostok Demo Trade");
  });

  it("finds nothing to flag on a sparse registered entity", () => {
    expect(keyFindings(demoRecord("sparse"), NOW)).toEqual([]);
  });
});
