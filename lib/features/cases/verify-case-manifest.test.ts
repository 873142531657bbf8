import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { caseConfig, caseFixture } from "@/dev/testing/case-fixture";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { sampleDetermination } from "@/dev/testing/sample-determination";
import { loadCaseDossier } from "@/lib/domain/cases/case-dossier";
import { type CaseManifest, caseManifest } from "@/lib/domain/cases/case-manifest";
import { keepCaseReport } from "@/lib/domain/cases/keep-case-report";
import type { Database } from "@/lib/platform/db/database";
import { parseCaseManifest, verifyCaseManifest } from "./verify-case-manifest";

describe("reading a manifest file", () => {
  it("says why a file is not a manifest", () => {
    expect(parseCaseManifest("{")).toEqual({ error: expect.stringMatching(/^the file is not JSON \(/) });
    expect(parseCaseManifest(JSON.stringify({ manifestVersion: 1 }))).toEqual({
      error: "the file is not a case manifest: at case, Invalid input: expected object, received undefined",
    });
  });
});

forEachDatabase("checking a case manifest against the database", (database) => {
  let db: Database;
  let genuine: CaseManifest;
  beforeAll(async () => {
    db = database();
    const { id, approver } = await caseFixture(db, { determination: sampleDetermination() });
    await keepCaseReport(db, approver.actor, id, "ab".repeat(32));
    const text = JSON.stringify(caseManifest(await loadCaseDossier(db, id, caseConfig), new Date()));
    const parsed = parseCaseManifest(text);
    if ("error" in parsed) throw new Error(parsed.error);
    genuine = parsed.manifest;
  });

  const verify = (manifest: CaseManifest) => verifyCaseManifest(db, manifest, { config: caseConfig });
  const failures = async (manifest: CaseManifest) =>
    (await verify(manifest)).filter((check) => !check.ok).map((check) => `${check.name}: ${check.message}`);
  const edited = (edit: (manifest: CaseManifest) => void) => {
    const copy = structuredClone(genuine);
    edit(copy);
    return copy;
  };

  it("passes a genuine manifest, every check ok", async () => {
    const checks = await verify(genuine);
    expect(checks.map((check) => [check.name, check.ok])).toEqual([
      ["audit events", true],
      ["pinned evidence", true],
      ["case", true],
      ["report PDF", true],
    ]);
    expect(checks[0].message).toBe("7 events of the case are in the audit trail with the same hashes; the chain holds");
  });

  it("fails a tampered evidence SHA-256, naming the retrieval", async () => {
    const forged = "f".repeat(64);
    const [entity] = genuine.evidence;
    expect(await failures(edited((m) => (m.evidence[0].sha256 = forged)))).toEqual([
      `pinned evidence: no stored retrieval of ${entity.regcode} has the SHA-256 ${forged}`,
      `case: pinned evidence differs: ${entity.regcode} ${forged} is in the manifest but not in the database; ` +
        `${entity.regcode} ${entity.sha256} is in the database but not in the manifest`,
    ]);
  });

  it("fails a manifest with an approver removed", async () => {
    const [approver] = genuine.case.approvers;
    expect(await failures(edited((m) => (m.case.approvers = [])))).toEqual([
      `case: approvers differ: ${approver.userId} at ${approver.at} is in the database but not in the manifest`,
    ]);
  });

  it("fails an edited audit hash, naming the event", async () => {
    const approval = genuine.auditEvents.find((e) => e.type === "case-approved")!;
    const forged = "0".repeat(64);
    expect(await failures(edited((m) => (m.auditEvents.find((e) => e.seq === approval.seq)!.hash = forged)))).toEqual([
      `audit events: event ${approval.seq} (case-approved) has the hash ${forged} in the manifest but ${approval.hash} in the audit trail`,
    ]);
  });

  it("fails a PDF hash the case does not keep, and a state the case is not in", async () => {
    expect(await failures(edited((m) => ((m.reportPdfSha256 = "cd".repeat(32)), (m.case.state = "rejected"))))).toEqual(
      [
        `case: case ${genuine.case.id} is approved in the database, not rejected`,
        `report PDF: the manifest names the PDF ${"cd".repeat(32)}, but the case keeps ${"ab".repeat(32)}`,
      ],
    );
  });

  it("fails when the stored bytes no longer hash to what the case pinned", async () => {
    // A stored copy rewritten in place: its row still names the hash, its bytes no longer give it.
    const { recordBlobs } = await import("@/lib/platform/db/schema/evidence");
    const { brotliCompressSync } = await import("node:zlib");
    const [entity] = genuine.evidence;
    const [before] = await db.select().from(recordBlobs).where(eq(recordBlobs.sha256, entity.sha256));
    await db
      .update(recordBlobs)
      .set({ compressed: brotliCompressSync(Buffer.from("{}")) })
      .where(eq(recordBlobs.sha256, entity.sha256));
    try {
      expect(await failures(genuine)).toEqual([
        `pinned evidence: the stored bytes of ${entity.regcode} hash to ` +
          "44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a, not " +
          entity.sha256,
      ]);
    } finally {
      await db.update(recordBlobs).set({ compressed: before.compressed }).where(eq(recordBlobs.sha256, entity.sha256));
    }
  });

  it("says there is no such case rather than checking anything else", async () => {
    const checks = await verify(edited((m) => (m.case.id = 999_999)));
    expect(checks).toEqual([{ name: "case", ok: false, message: "there is no case 999999" }]);
  });
});
