import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ownershipEffect } from "@/lib/domain/ownership-effect/ownership-effect";
import { determineOwnership } from "@/lib/domain/ownership/determine-ownership";
import type { OwnershipDetermination, ResolvedRecord } from "@/lib/domain/ownership/ownership-types";
import { ruleOn } from "@/lib/domain/ownership/threshold-rule";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { showcase } from "../identities";
import { OWNERSHIP_SHOWCASE, demoRegcodes, demoVersionCount, findDemoRecord, versionedDemoRegcodes } from "../index";

describe("demo records that change", () => {
  it("gives the rich and the sanctioned showcase entities and a deep chain layer versions, and no other", () => {
    expect(versionedDemoRegcodes().map((v) => [v.regcode, v.versions.length])).toEqual([
      [demoRegcodes.amber, 4],
      [demoRegcodes.sanctioned, 1],
      [showcase.deep2.regcode, 1],
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

const AT = new Date("2026-06-01T00:00:00Z");

/** The watched entity's determination as the app makes it, with this version of each record of its structure. */
function determineAt(root: string, versions: Record<string, number>): OwnershipDetermination {
  const records = new Map<string, ResolvedRecord>();
  const visit = (regcode: string, depth: number) => {
    if (records.has(regcode)) return;
    const record = legalEntitySchema.parse(findDemoRecord(regcode, versions[regcode] ?? 0));
    const sha256 = createHash("sha256").update(JSON.stringify(record)).digest("hex");
    records.set(regcode, { record, sha256, retrievedAt: AT.toISOString(), depth });
    for (const m of record.Members)
      if (!m.removed_on && m.legal_entity_basic?.registration_number)
        visit(m.legal_entity_basic.registration_number, depth + 1);
  };
  visit(root, 0);
  return determineOwnership({ root, records, stops: new Map() }, { at: AT, rule: ruleOn(AT) });
}

describe("a change two layers above a watched showcase entity", () => {
  const watched = OWNERSHIP_SHOWCASE.deepChain;
  const grandparent = showcase.deep2.regcode;

  it("replaces the grandparent's 40% member by an EU-sanctioned person, and nothing else up the chain", () => {
    const before = legalEntitySchema.parse(findDemoRecord(grandparent, 0));
    const after = legalEntitySchema.parse(findDemoRecord(grandparent, 1));
    const current = (r: typeof after) =>
      r.Members.filter((m) => !m.removed_on).map((m) => [
        m.natural_person?.name ?? m.legal_entity_basic?.name,
        m.share_holder_details?.in_percent,
      ]);
    expect(current(before)).toEqual([
      ['SIA "Dziļuma Slānis 3 Demo"', 60],
      ["Andris Demsmilts", 40],
    ]);
    expect(current(after)).toEqual([
      ['SIA "Dziļuma Slānis 3 Demo"', 60],
      ["Boriss Demvorons", 40],
    ]);
    expect(after.Sanctions?.directly_related_sanctions.map((s) => [s.natural_person?.name, s.list])).toEqual([
      ["Boriss Demvorons", "EU"],
    ]);
    expect(demoVersionCount(watched)).toBe(0);
    expect(demoVersionCount(showcase.deep1.regcode)).toBe(0);
  });

  it("gives the watched entity a sanctioned party with 14.4% through two layers: a high effect", () => {
    const effect = ownershipEffect(determineAt(watched, {}), determineAt(watched, { [grandparent]: 1 }));
    expect(effect.severity).toBe("high");
    expect(effect.effects).toContain("sanctioned-party-added");
    expect(effect.sanctions.parties).toMatchObject([
      { name: "Boriss Demvorons", before: null, after: { effective: { min: 14.4, max: 14.4 } } },
    ]);
    expect(effect.records.map((r) => [r.regcode, r.depth])).toEqual([[grandparent, 2]]);
  });
});
