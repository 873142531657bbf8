import { beforeAll, expect, it } from "vitest";
import { caseConfig, caseFixture } from "@/dev/testing/case-fixture";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { sampleDetermination } from "@/dev/testing/sample-determination";
import { listAuditEvents } from "@/lib/domain/audit/list-audit-events";
import type { Database } from "@/lib/platform/db/database";
import { loadCaseDossier } from "./case-dossier";
import { caseManifest, caseManifestSchema, determinationSha256 } from "./case-manifest";
import { getCase } from "./case-store";
import { keepCaseReport } from "./keep-case-report";

forEachDatabase("a case's manifest", (database) => {
  let db: Database;
  beforeAll(() => {
    db = database();
  });

  it("states the case as the API answers it, with every audit event of the case and its hash", async () => {
    const { id, approver } = await caseFixture(db, { determination: sampleDetermination() });
    const view = await getCase(db, id, caseConfig);
    const manifest = caseManifest(await loadCaseDossier(db, id, caseConfig), new Date("2026-12-04T08:00:00Z"));
    expect(caseManifestSchema.parse(JSON.parse(JSON.stringify(manifest)))).toEqual(manifest);
    expect(manifest.case).toEqual({
      id,
      regcode: view.regcode,
      legalName: "SIA Dzintars",
      kind: "onboarding",
      state: "approved",
      purpose: view.purpose,
      decision: "accept",
      conclusion: "Known owners, no adverse findings.",
      preparer: view.preparer,
      approvers: [{ userId: approver.who.userId, name: "Artūrs Approver", at: "2026-12-03T10:00:00.123Z" }],
      nextReviewOn: view.nextReviewOn,
      createdAt: view.createdAt,
    });
    expect(manifest.evidence.map((e) => e.sha256)).toEqual(view.evidence.map((e) => e.sha256));
    expect(manifest.risk).toMatchObject({ level: "low", modelVersion: "2026-12-1", points: 2, override: null });
    expect(manifest.determination).toMatchObject({
      sha256: determinationSha256(sampleDetermination()),
      complete: false,
      beneficialOwners: 3,
      mismatches: 2,
    });
    expect(manifest.notes).toEqual([
      expect.objectContaining({
        versions: [
          expect.objectContaining({ version: 1, text: "Owners checked against the register." }),
          expect.objectContaining({ version: 2, text: "Owners checked against the register; one undeclared." }),
        ],
      }),
    ]);
    const trail = (await listAuditEvents(db, { regcode: view.regcode }, 1000)).filter(
      (event) => event.details.caseId === id,
    );
    expect(manifest.auditEvents.map((e) => [e.type, e.hash])).toEqual(
      trail.reverse().map((event) => [event.eventType, event.hash]),
    );
    expect(manifest.auditEvents.map((e) => e.type)).toEqual([
      "case-opened",
      "case-note-added",
      "case-started",
      "case-note-edited",
      "case-submitted",
      "case-approved",
    ]);
    expect([manifest.reportPdfSha256, manifest.generatedAt]).toEqual([null, "2026-12-04T08:00:00.000Z"]);
  });

  it("hashes a determination the same whatever order its keys are stored in", () => {
    const determination = sampleDetermination();
    const reordered = Object.fromEntries(Object.entries(determination).reverse()) as typeof determination;
    expect(determinationSha256(reordered)).toBe(determinationSha256(determination));
    expect(determinationSha256({ ...determination, complete: true })).not.toBe(determinationSha256(determination));
  });

  it("keeps the first PDF printed once a case is approved, audited, and then states it", async () => {
    const pending = await caseFixture(db, { approved: false });
    expect(await keepCaseReport(db, pending.preparer.actor, pending.id, "1".repeat(64))).toBeNull();
    const { id, approver } = await caseFixture(db);
    expect(await keepCaseReport(db, approver.actor, id, "2".repeat(64))).toBe("2".repeat(64));
    expect(await keepCaseReport(db, approver.actor, id, "3".repeat(64))).toBe("2".repeat(64));
    const manifest = caseManifest(await loadCaseDossier(db, id, caseConfig), new Date());
    expect(manifest.reportPdfSha256).toBe("2".repeat(64));
    expect(manifest.auditEvents.filter((e) => e.type === "case-report-kept")).toHaveLength(1);
    const [kept] = await listAuditEvents(db, { event: "case-report-kept", user: approver.who.userId }, 5);
    expect(kept.details).toEqual({ regcode: manifest.case.regcode, caseId: id, pdfSha256: "2".repeat(64) });
  });
});
