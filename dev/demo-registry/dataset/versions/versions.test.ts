import { describe, expect, it } from "vitest";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { demoRegcodes, demoVersionCount, findDemoRecord, versionedDemoRegcodes } from "../index";

describe("demo records that change", () => {
  it("gives the rich and the sanctioned showcase entities versions, and no other", () => {
    expect(versionedDemoRegcodes().map((v) => [v.regcode, v.versions.length])).toEqual([
      [demoRegcodes.amber, 4],
      [demoRegcodes.sanctioned, 1],
    ]);
    expect(demoVersionCount(demoRegcodes.sparse)).toBe(0);
  });

  it("keeps every version a valid record, derived the same way every time, with the base record untouched", () => {
    for (const { regcode, versions } of versionedDemoRegcodes()) {
      const base = JSON.stringify(findDemoRecord(regcode));
      for (let version = 1; version <= versions.length; version++) {
        const record = findDemoRecord(regcode, version);
        expect(legalEntitySchema.safeParse(record).success, `${regcode} v${version}`).toBe(true);
        expect(record).toEqual(findDemoRecord(regcode, version));
        expect(JSON.stringify(record)).not.toBe(JSON.stringify(findDemoRecord(regcode, version - 1)));
      }
      expect(JSON.stringify(findDemoRecord(regcode))).toBe(base);
    }
  });

  it("changes what each version says it changes", () => {
    const amber = (version: number) => legalEntitySchema.parse(findDemoRecord(demoRegcodes.amber, version));
    const surnames = (r: ReturnType<typeof amber>, list: "Officers" | "Members") =>
      r[list].map((p) => p.natural_person?.surname ?? p.legal_entity_basic?.name);
    expect(surnames(amber(1), "Officers")).toContain("Ozoliņa");
    expect(surnames(amber(0), "Members")).toContain("Liepiņa");
    expect(surnames(amber(1), "Members")).not.toContain("Liepiņa");
    expect(amber(1).Members[0].share_holder_details?.in_percent).toBe(65);
    expect(amber(1).VariousNotices).toHaveLength(amber(0).VariousNotices.length + 1);
    expect(amber(1).Sanctions).toBeNull();
    expect(amber(2).Sanctions?.legal_entity_sanctions.map((s) => s.program)).toEqual(["DEMO-AMBER-2025"]);
    expect(amber(2).Sanctions?.directly_related_sanctions.map((s) => s.natural_person?.surname)).toEqual(["Eglītis"]);
    expect(amber(2).SanctionsID).toBe(amber(2).Sanctions?.id);
    expect([amber(3).legal_name, amber(3).Address?.address_complete]).toEqual([
      'AS "Ziemeļu Dzintars Grupa Demo"',
      "Rūpniecības iela 12, Liepāja, LV-3405",
    ]);
    expect(amber(3).PreviousNames.at(-1)?.name).toBe(amber(0).legal_name);
    expect([amber(4).status, amber(4).Liquidations.map((l) => l.type)]).toEqual(["IN_LIQUIDATION", ["VOLUNTARY"]]);
  });
});
