import { beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { openCaseOffline } from "@/dev/testing/open-case-offline";
import { parseCaseConfig } from "@/lib/domain/cases/case-config";
import { getCase, listCases, overdueReviews } from "@/lib/domain/cases/case-store";
import type { Database } from "@/lib/platform/db/database";
import { user } from "@/lib/platform/db/schema/auth";
import { demoCasesWanted, seedDemoCases } from "./demo-cases";

const config = parseCaseConfig({});
const NOW = new Date("2026-06-10T09:00:00Z");
const quiet = { info: () => {}, warn: () => {} };
const accounts = {
  analyst: "analyst@demo.test",
  personal: "personal@demo.test",
  approver: "approver@demo.test",
};
const SANCTIONED = "40003520003";

forEachDatabase("the demo cases", (database) => {
  let db: Database;
  // Opens as the one open path would, without the registry: the sanctioned showcase entity high risk.
  const open = openCaseOffline(NOW, [SANCTIONED]);
  const seed = () => seedDemoCases({ db, open, accounts, config, log: quiet, now: () => NOW });

  beforeAll(async () => {
    db = database();
    await db.insert(user).values([
      { id: "demo-anna", name: "Anna Analyst", email: accounts.analyst, roles: ["analyst"] },
      { id: "demo-peteris", name: "Pēteris Personal", email: accounts.personal, roles: ["analyst", "personal-data"] },
      { id: "demo-arvids", name: "Arvīds Approver", email: accounts.approver, roles: ["analyst", "approver"] },
    ]);
  });

  it("opens a case in each state a newcomer should see, once", async () => {
    expect(await seed()).toBe(9);
    const all = await listCases(db, { today: "2026-06-10" });
    const shown = all.map((c) => [c.regcode, c.kind, c.state]).sort();
    expect(shown).toEqual(
      [
        ["40003520003", "onboarding", "awaiting-approval"],
        ["40003690001", "onboarding", "awaiting-approval"],
        ["40003730003", "onboarding", "open"],
        ["40003760008", "onboarding", "returned"],
        ["40003820006", "discrepancy", "open"],
        ["40003820006", "onboarding", "open"],
        ["40003840002", "onboarding", "approved"],
        ["40003850000", "onboarding", "approved"],
        ["40003850000", "periodic-review", "open"],
      ].sort(),
    );
    // The high-risk case has one approval of the two it needs; the approved one set a review date.
    const high = all.find((c) => c.regcode === SANCTIONED)!;
    const view = await getCase(db, high.id, config);
    expect([view.approvers.map((a) => a.name), view.approvalsNeeded]).toEqual([["Arvīds Approver"], 2]);
    const approved = all.find((c) => c.regcode === "40003840002")!;
    expect((await getCase(db, approved.id, config)).nextReviewOn).toBe("2031-06-10");
    // The review fallen due is on the overdue list, and the daily job has opened its case.
    expect((await overdueReviews(db, "2026-06-10")).map((r) => [r.regcode, r.nextReviewOn])).toEqual([
      ["40003850000", "2026-06-09"],
    ]);

    expect(await seed()).toBe(0);
    expect((await listCases(db, { today: "2026-06-10" })).length).toBe(all.length);
  });

  it("is on unless DEMO_CASES is 0", () => {
    expect([demoCasesWanted({}), demoCasesWanted({ DEMO_CASES: "0" }), demoCasesWanted({ DEMO_CASES: "1" })]).toEqual([
      true,
      false,
      true,
    ]);
  });
});
