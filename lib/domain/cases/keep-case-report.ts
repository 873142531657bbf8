import { eq } from "drizzle-orm";
import { appendAuditEvent } from "@/lib/domain/audit/append-audit-event";
import type { AuditActor } from "@/lib/domain/audit/audit-actor";
import type { Database } from "@/lib/platform/db/database";
import { cases } from "@/lib/platform/db/schema/cases";
import { loadCase } from "./case-store";

/**
 * Keeps the SHA-256 of an approved case's report (PDF) with its approval, with the audit event
 * `case-report-kept`: the first PDF printed once the case is approved, so the hash kept is that of a file someone
 * received. Later prints leave it as it is. Answers the hash kept (this one or the earlier one), or null while
 * the case is not approved.
 */
export async function keepCaseReport(
  db: Database,
  actor: AuditActor,
  caseId: number,
  pdfSha256: string,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const row = await loadCase(tx, caseId, true);
    if (row.state !== "approved") return null;
    if (row.reportSha256) return row.reportSha256;
    await tx.update(cases).set({ reportSha256: pdfSha256 }).where(eq(cases.id, caseId));
    await appendAuditEvent(tx, actor, "case-report-kept", { regcode: row.regcode, caseId, pdfSha256 });
    return pdfSha256;
  });
}
