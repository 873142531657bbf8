import { describe, expect, it } from "vitest";
import { OWNERSHIP_SHOWCASE, demoRegcodes, findDemoRecord } from "@/dev/demo-registry/dataset";
import { determineOwnership } from "@/lib/domain/ownership/determine-ownership";
import { entity, person, record, structure } from "@/lib/domain/ownership/ownership-fixtures";
import type { OwnershipDetermination } from "@/lib/domain/ownership/ownership-types";
import { resolveStructure } from "@/lib/domain/ownership/resolve-structure";
import { ruleOn } from "@/lib/domain/ownership/threshold-rule";
import { MESSAGES } from "@/lib/platform/i18n/messages";
import { LOCALES } from "@/lib/platform/i18n/locales";
import { AppError } from "@/lib/platform/errors/app-error";
import { parseRegcode } from "@/lib/registry/regcode/parse-regcode";
import { type LegalEntity, legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { RISK_LEVELS } from "./case-types";
import { assessRisk } from "./assess-risk";
import { RISK_FACTOR_KEYS, RISK_MODEL, levelOfPoints, parseRiskConfig } from "./risk-model";

const TODAY = "2026-12-01";
const AT = new Date(`${TODAY}T00:00:00Z`);
const SHA = "e".repeat(64);
const demoSha = (regcode: string) => `sha-of-${regcode}`;
const demo = (regcode: string): LegalEntity => legalEntitySchema.parse(findDemoRecord(regcode));

/** The determination the app would make of a demo number: its records read through the resolver. */
async function demoDetermination(regcode: string): Promise<OwnershipDetermination> {
  const built = await resolveStructure(
    parseRegcode(regcode),
    async (n) => {
      const found = findDemoRecord(n);
      if (!found) throw new AppError("not_found", "entityNotFound");
      return { record: legalEntitySchema.parse(found), sha256: demoSha(n), retrievedAt: AT.toISOString() };
    },
    { maxDepth: 6, maxRecords: 200, at: AT },
  );
  return determineOwnership(built, { at: AT, rule: ruleOn(AT) });
}

const keys = (a: { factors: Array<{ key: string }> }) => a.factors.map((f) => f.key);

/** A record as small as the register allows, registered long ago, with `changes` laid over it. */
const plain = (changes: Partial<LegalEntity> = {}): LegalEntity => ({
  ...record("40003000001", { members: [{ holder: person("Anna Liepa"), percent: 100 }] }),
  ...changes,
});

describe("assessRisk on the demo register", () => {
  it("scores a clean entity with a complete determination low, with nothing to explain", async () => {
    const regcode = OWNERSHIP_SHOWCASE.fourLayer;
    const assessment = assessRisk({
      record: demo(regcode),
      sha256: demoSha(regcode),
      determination: await demoDetermination(regcode),
      today: TODAY,
    });
    expect(assessment).toEqual({ modelVersion: RISK_MODEL.version, factors: [], points: 0, level: "low" });
  });

  it("puts an entity on a sanctions list at high whatever else it shows, and says which factor did", async () => {
    const regcode = demoRegcodes.sanctioned;
    const assessment = assessRisk({
      record: demo(regcode),
      sha256: SHA,
      determination: await demoDetermination(regcode),
      today: TODAY,
    });
    expect(assessment.level).toBe("high");
    expect(assessment.forcedBy).toBe("entity-sanctions");
    expect(assessment.factors[0]).toEqual({
      key: "entity-sanctions",
      points: 100,
      // The UN listing was lifted in 2021: only the one in force counts.
      evidence: [{ regcode, sha256: SHA, section: "sanctions-entity", detail: "EU RUSSIA_TERRITORIAL_INTEGRITY" }],
    });
    expect(keys(assessment)).toEqual(
      expect.arrayContaining(["related-sanctions", "securing-measures", "foreign-parents"]),
    );

    // The same entity alone, everything but its own listing taken away: still high.
    const bare = plain({ Sanctions: demo(regcode).Sanctions });
    bare.Sanctions = { ...bare.Sanctions!, directly_related_sanctions: [], indirectly_related_sanctions: [] };
    const alone = assessRisk({
      record: bare,
      sha256: SHA,
      determination: null,
      today: TODAY,
      ownership: "not-assessed",
    });
    expect([alone.level, alone.points, alone.forcedBy]).toEqual(["high", 100, "entity-sanctions"]);
  });

  it("puts an entity half owned by sanctioned persons at high, pointing at the ownership section", async () => {
    const regcode = OWNERSHIP_SHOWCASE.sanctionedPair;
    const assessment = assessRisk({
      record: demo(regcode),
      sha256: demoSha(regcode),
      determination: await demoDetermination(regcode),
      today: TODAY,
    });
    expect(assessment.level).toBe("high");
    expect(assessment.forcedBy).toBe("ownership-sanctions");
    expect(assessment.factors.find((f) => f.key === "ownership-sanctions")?.evidence).toEqual([
      { regcode, sha256: demoSha(regcode), section: "ownership", detail: "Ģirts Demtumšs" },
      { regcode, sha256: demoSha(regcode), section: "ownership", detail: "Vita Demnakts" },
    ]);
  });

  it("scores a liquidation with a recent change of officers medium, each fact in its section of the retrieval", () => {
    const insolvent = demo(demoRegcodes.insolvent);
    // The liquidation alone, without the insolvency that began it.
    const liquidated: LegalEntity = {
      ...insolvent,
      CommercialEntityDetails: { ...insolvent.CommercialEntityDetails!, insolvencies: [] },
    };
    const assessment = assessRisk({
      record: liquidated,
      sha256: SHA,
      determination: null,
      today: "2024-01-15",
      ownership: "not-assessed",
    });
    expect(keys(assessment)).toEqual(["liquidation", "recent-officer-changes"]);
    expect([assessment.points, assessment.level, assessment.forcedBy]).toEqual([35, "medium", undefined]);
    expect(assessment.factors.flatMap((f) => f.evidence)).toEqual([
      { regcode: demoRegcodes.insolvent, sha256: SHA, section: "liquidations", detail: "2023-03-14 INSOLVENCY" },
      { regcode: demoRegcodes.insolvent, sha256: SHA, section: "officers", detail: "Valdis Eglītis 2023-03-14" },
      { regcode: demoRegcodes.insolvent, sha256: SHA, section: "officers", detail: "Edgars Krūmiņš 2023-03-14" },
    ]);
    // With its insolvency in force, the same entity is high; a year later the officers' change is no longer recent.
    expect(
      assessRisk({
        record: insolvent,
        sha256: SHA,
        determination: null,
        today: "2024-01-15",
        ownership: "not-assessed",
      }).level,
    ).toBe("high");
    expect(
      keys(
        assessRisk({
          record: liquidated,
          sha256: SHA,
          determination: null,
          today: "2024-03-15",
          ownership: "not-assessed",
        }),
      ),
    ).toEqual(["liquidation"]);
  });
});

describe("assessRisk: ownership read upstream", () => {
  it("points a sanctioned owner's facts at the upstream record that names them, and forces high", () => {
    const [ROOT, A] = ["40003000001", "40003000002"];
    const built = structure([
      record(ROOT, {
        members: [
          { holder: entity(A), percent: 60 },
          { holder: person("Anna Liepa"), percent: 40 },
        ],
      }),
      record(A, {
        members: [{ holder: person("Ivan Petrov"), percent: 100 }],
        sanctionedRelated: [person("Ivan Petrov")],
      }),
    ]);
    const determination = determineOwnership(built, { at: AT, rule: ruleOn(AT) });
    const upstreamSha = built.records.get(A)!.sha256;
    const assessment = assessRisk({
      record: built.records.get(ROOT)!.record,
      sha256: SHA,
      determination,
      today: TODAY,
    });
    expect(assessment.level).toBe("high");
    expect(assessment.forcedBy).toBe("ownership-sanctions");
    const upstream = { regcode: A, sha256: upstreamSha, section: "ownership", detail: "Ivan Petrov" };
    expect(assessment.factors.find((f) => f.key === "ownership-sanctions")?.evidence).toEqual([upstream]);
    expect(assessment.factors.find((f) => f.key === "sanctioned-owner")?.evidence).toEqual([upstream]);
  });

  it("scores a missing determination, so ownership never silently lowers the risk", () => {
    const assessment = assessRisk({ record: plain(), sha256: SHA, determination: null, today: TODAY });
    expect(assessment.factors).toEqual([
      {
        key: "ownership-not-determined",
        points: RISK_MODEL.factors["ownership-not-determined"].points,
        evidence: [{ regcode: "40003000001", sha256: SHA, section: "ownership" }],
      },
    ]);
  });

  it("leaves every ownership factor out when ownership is not assessed, and says so", async () => {
    const regcode = demoRegcodes.sanctioned;
    const determination = await demoDetermination(regcode);
    const assessment = assessRisk({
      record: demo(regcode),
      sha256: SHA,
      determination,
      today: TODAY,
      ownership: "not-assessed",
    });
    expect(assessment.ownership).toBe("not-assessed");
    expect(keys(assessment)).toEqual(["entity-sanctions", "related-sanctions", "securing-measures"]);
    expect(
      assessRisk({ record: plain(), sha256: SHA, determination: null, today: TODAY, ownership: "not-assessed" }),
    ).toMatchObject({ factors: [], points: 0, level: "low" });
  });
});

describe("the model's thresholds and windows", () => {
  it("turns points into levels at the model's thresholds", () => {
    expect([0, 24, 25, 59, 60, 400].map(levelOfPoints)).toEqual(["low", "low", "medium", "medium", "high", "high"]);
  });

  it("reaches medium with one serious factor at the threshold, and stays low with two small ones", () => {
    const assess = (r: LegalEntity, today = TODAY) =>
      assessRisk({ record: r, sha256: SHA, determination: null, today, ownership: "not-assessed" });
    const liquidating = plain({ status: "IN_LIQUIDATION" });
    expect(assess(liquidating)).toMatchObject({ points: 25, level: "medium" });
    // Registered 20 months ago, moved since: young (10) and a recent address change (5).
    const moved = plain({
      registered_on: "2025-04-01T00:00:00Z",
      Address: { ...addressAt("2026-02-01T00:00:00Z") },
    });
    expect(keys(assess(moved))).toEqual(["recent-address-change", "young-entity"]);
    expect(assess(moved)).toMatchObject({ points: 15, level: "low" });
  });

  it("counts a change within the twelve months back from the day assessed, and youth under two years", () => {
    const moved = (on: string) => plain({ Address: addressAt(on) });
    const assess = (r: LegalEntity) =>
      keys(assessRisk({ record: r, sha256: SHA, determination: null, today: TODAY, ownership: "not-assessed" }));
    expect(assess(moved("2025-12-01T00:00:00Z"))).toEqual(["recent-address-change"]);
    expect(assess(moved("2025-11-30T00:00:00Z"))).toEqual([]);
    expect(assess(plain({ registered_on: "2024-12-02T00:00:00Z" }))).toEqual(["young-entity"]);
    expect(assess(plain({ registered_on: "2024-12-01T00:00:00Z" }))).toEqual([]);
  });

  it("rates registered activities against the configured NACE prefixes", () => {
    const regcode = demoRegcodes.sanctioned; // 49.41 and 52.29
    const factorOf = (higherRiskActivities?: readonly string[]) =>
      assessRisk({
        record: demo(regcode),
        sha256: SHA,
        determination: null,
        today: TODAY,
        higherRiskActivities,
        ownership: "not-assessed",
      }).factors.find((f) => f.key === "higher-risk-activity");
    expect(factorOf()).toBeUndefined();
    expect(factorOf(["49.4"])?.evidence).toEqual([{ regcode, sha256: SHA, section: "nace-types", detail: "49.41" }]);
    expect(factorOf(["52"])?.evidence.map((e) => e.detail)).toEqual(["52.29"]);
    expect(factorOf(["49.42"])).toBeUndefined();
  });
});

describe("parseRiskConfig", () => {
  it("reads RISK_HIGHER_RISK_ACTIVITIES as a list of NACE prefixes, else the model's own list", () => {
    expect(parseRiskConfig({}).higherRiskActivities).toEqual(RISK_MODEL.higherRiskActivities);
    expect(parseRiskConfig({ RISK_HIGHER_RISK_ACTIVITIES: " " }).higherRiskActivities).toEqual(
      RISK_MODEL.higherRiskActivities,
    );
    expect(parseRiskConfig({ RISK_HIGHER_RISK_ACTIVITIES: "92, 64.19,25.4," }).higherRiskActivities).toEqual([
      "92",
      "64.19",
      "25.4",
    ]);
  });

  it.each(["gambling", "9", "64.199", "92;68", "6419"])("refuses %j, naming the variable and the form", (value) => {
    expect(() => parseRiskConfig({ RISK_HIGHER_RISK_ACTIVITIES: value })).toThrow(
      /Risk model configuration is invalid .*RISK_HIGHER_RISK_ACTIVITIES: must be a comma-separated list of NACE code prefixes/,
    );
  });
});

describe("the model's words", () => {
  it("name and explain every factor and level in every language", () => {
    for (const locale of LOCALES) {
      const risk = MESSAGES[locale].cases.risk;
      const names: Record<string, string> = risk.factors;
      const explanations: Record<string, string> = risk.explanations;
      expect(Object.keys(names).sort()).toEqual([...RISK_FACTOR_KEYS].sort());
      expect(Object.keys(explanations).sort()).toEqual([...RISK_FACTOR_KEYS].sort());
      for (const key of RISK_FACTOR_KEYS) expect(names[key]?.trim()).not.toBe("");
      expect(Object.keys(risk.levels)).toEqual([...RISK_LEVELS]);
    }
  });
});

function addressAt(registeredOn: string): NonNullable<LegalEntity["Address"]> {
  return {
    id: 1,
    created_at: "2020-01-01T00:00:00Z",
    updated_at: "2020-01-01T00:00:00Z",
    address_register_code: null,
    postal_code: null,
    address_incomplete: null,
    address_complete: "Rīga, Brīvības iela 1",
    county: null,
    city: null,
    parish: null,
    village: null,
    street: null,
    house_name: null,
    house_number: null,
    apartment: null,
    registered_on: registeredOn,
  };
}
