import { beforeAll, expect, it } from "vitest";
import { caseConfig, caseFixture } from "@/dev/testing/case-fixture";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { SAMPLE_ALFA_SHA, SAMPLE_ROOT_SHA, sampleDetermination } from "@/dev/testing/sample-determination";
import type { Database } from "@/lib/platform/db/database";
import { getCase, pinnedDetermination } from "./case-store";
import { discrepancyPackage, discrepancyPackageSchema } from "./discrepancy-package";

forEachDatabase("a discrepancy case's package for the register", (database) => {
  let db: Database;
  beforeAll(() => {
    db = database();
  });

  async function packageOf(locale: "en" | "lv") {
    const { id, evidence } = await caseFixture(db, { kind: "discrepancy", determination: sampleDetermination() });
    const view = await getCase(db, id, caseConfig);
    const pack = discrepancyPackage(view, await pinnedDetermination(db, id), locale, new Date("2026-12-04T08:00:00Z"));
    return { pack, evidence };
  }

  it("states the entity, its register record's hash, the owners established with their paths, and the mismatches", async () => {
    const { pack, evidence } = await packageOf("en");
    expect(discrepancyPackageSchema.parse(JSON.parse(JSON.stringify(pack)))).toEqual(pack);
    expect(pack.entity).toEqual({ regcode: "40003000001", name: "SIA Dzintars" });
    expect(pack.registerRecord).toEqual({ sha256: evidence[0].sha256, retrievedAt: evidence[0].retrievedAt });
    expect([pack.detectedAt, pack.dueOn, pack.reportedToRegister]).toEqual([
      "2026-12-02T14:00:00.000Z",
      "2026-12-16",
      null,
    ]);
    // Those with the verdict "yes": the others (cannot be excluded, below the threshold) were not established.
    expect(pack.beneficialOwners.map((o) => [o.name, o.effectiveShareText, o.routes])).toEqual([
      ["Anna Bērziņa", "28.00%", ["ownership"]],
      ["Pēteris Kalniņš", "0.00–12.00%", ["ownership", "decisive-influence"]],
      ["Jānis Ozols", "26.00%", ["ownership"]],
    ]);
    const [anna] = pack.beneficialOwners;
    // Each hop names the record the determination read for it: SIA Alfa's, then the entity's own.
    expect(anna.paths[0].map((hop) => [hop.name, hop.percent, hop.recordSha256])).toEqual([
      ["Anna Bērziņa", 70, null],
      ["SIA Alfa", 40, SAMPLE_ALFA_SHA],
      ["SIA Dzintars", null, SAMPLE_ROOT_SHA],
    ]);
    expect(anna.morePaths).toBe(2);
    // "withheld" is not a mismatch: the declaration could not be checked.
    expect(pack.mismatches).toEqual([
      {
        kind: "undeclared",
        kindText: "Qualifying but not declared",
        name: "Jānis Ozols",
        detail: "26.00%",
        explanation:
          "Jānis Ozols qualifies as a beneficial owner by the determination, but the register does not declare them.",
      },
      expect.objectContaining({ kind: "declared-unreachable", name: "Marta Kļava" }),
    ]);
  });

  it("words the mismatches in Latvian when asked, the evidence unchanged", async () => {
    const { pack } = await packageOf("lv");
    expect(pack.language).toBe("lv");
    expect(pack.mismatches[0]).toMatchObject({
      kindText: "Atbilst kritērijiem, bet nav norādīts",
      explanation:
        "Pēc aprēķina persona Jānis Ozols atbilst patiesā labuma guvēja kritērijiem, taču reģistrā tā nav norādīta.",
    });
    expect(pack.beneficialOwners[1].effectiveShareText).toBe("0,00–12,00%");
  });
});
