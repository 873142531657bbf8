import { createHash } from "node:crypto";
import { inArray } from "drizzle-orm";
import { verifyAuditTrail } from "@/lib/domain/audit/verify-audit-trail";
import type { CaseConfig } from "@/lib/domain/cases/case-config";
import { type CaseManifest, caseManifestSchema, determinationSha256 } from "@/lib/domain/cases/case-manifest";
import { getCase, loadCase, pinnedDetermination } from "@/lib/domain/cases/case-store";
import { loadSnapshot } from "@/lib/domain/evidence/load-snapshot";
import type { Database } from "@/lib/platform/db/database";
import { auditEvents } from "@/lib/platform/db/schema/audit";
import { AppError } from "@/lib/platform/errors/app-error";

// What `npm run case:verify -- file.json` checks: a case manifest downloaded from the app against the database
// it came from. Plain Node, no server-only module: the operator's script runs it through tsx.

/** One check's outcome: its name, and why it failed, if it did. */
export interface ManifestCheck {
  name: string;
  ok: boolean;
  /** What was checked, or why it failed. */
  message: string;
}

/** A manifest file's text as a manifest, or a sentence saying why it is not one. */
export function parseCaseManifest(text: string): { manifest: CaseManifest } | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { error: `the file is not JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  const parsed = caseManifestSchema.safeParse(json);
  if (parsed.success) return { manifest: parsed.data };
  const [issue] = parsed.error.issues;
  const where = issue.path.length > 0 ? issue.path.join(".") : "the top level";
  return { error: `the file is not a case manifest: at ${where}, ${issue.message}` };
}

const ok = (name: string, message: string): ManifestCheck => ({ name, ok: true, message });
const failed = (name: string, message: string): ManifestCheck => ({ name, ok: false, message });

/** (a) Each listed audit event is in the trail, about this case, with the same type and hash; and the chain holds. */
async function checkAuditEvents(db: Database, manifest: CaseManifest, key: string | undefined): Promise<ManifestCheck> {
  const name = "audit events";
  const listed = manifest.auditEvents;
  const rows =
    listed.length === 0
      ? []
      : await db
          .select({
            seq: auditEvents.seq,
            type: auditEvents.eventType,
            hash: auditEvents.hash,
            details: auditEvents.details,
          })
          .from(auditEvents)
          .where(
            inArray(
              auditEvents.seq,
              listed.map((e) => e.seq),
            ),
          );
  const bySeq = new Map(rows.map((row) => [row.seq, row]));
  for (const event of listed) {
    const row = bySeq.get(event.seq);
    if (!row) return failed(name, `event ${event.seq} (${event.type}) is not in the audit trail`);
    if (row.hash !== event.hash)
      return failed(
        name,
        `event ${event.seq} (${event.type}) has the hash ${event.hash} in the manifest but ${row.hash} in the audit trail`,
      );
    if (row.type !== event.type)
      return failed(name, `event ${event.seq} is a ${row.type} event in the audit trail, not ${event.type}`);
    if (row.details.caseId !== manifest.case.id)
      return failed(name, `event ${event.seq} (${event.type}) is not about case ${manifest.case.id}`);
  }
  const trail = await verifyAuditTrail(db, { key });
  if (trail.problem) return failed(name, `the audit trail's chain does not hold: ${trail.problem.message}`);
  return ok(name, `${listed.length} events of the case are in the audit trail with the same hashes; the chain holds`);
}

/** (b) Each pinned retrieval is stored, and its stored bytes hash to the SHA-256 listed. */
async function checkEvidence(db: Database, manifest: CaseManifest): Promise<ManifestCheck> {
  const name = "pinned evidence";
  for (const item of manifest.evidence) {
    const stored = await loadSnapshot(db, item.regcode, item.sha256);
    if (!stored) return failed(name, `no stored retrieval of ${item.regcode} has the SHA-256 ${item.sha256}`);
    const actual = createHash("sha256").update(stored.bytes).digest("hex");
    if (actual !== item.sha256)
      return failed(name, `the stored bytes of ${item.regcode} hash to ${actual}, not ${item.sha256}`);
  }
  return ok(name, `${manifest.evidence.length} retrievals are stored and their bytes hash to the SHA-256 listed`);
}

const evidenceKey = (e: { regcode: string; sha256: string }) => `${e.regcode} ${e.sha256}`;
const approverKey = (a: { userId: string; at: string }) => `${a.userId} at ${a.at}`;

/** Items in one list and not the other, each side named. */
function difference(manifest: string[], stored: string[]): string | null {
  const missing = stored.filter((s) => !manifest.includes(s));
  const extra = manifest.filter((m) => !stored.includes(m));
  if (missing.length === 0 && extra.length === 0) return null;
  return [
    ...extra.map((e) => `${e} is in the manifest but not in the database`),
    ...missing.map((m) => `${m} is in the database but not in the manifest`),
  ].join("; ");
}

/** (c) The case row's state, decision, approvers and pinned evidence are those the manifest states; and its determination. */
async function checkCase(
  db: Database,
  manifest: CaseManifest,
  config: Pick<CaseConfig, "highRiskApprovers">,
): Promise<ManifestCheck> {
  const name = "case";
  const id = manifest.case.id;
  let view;
  try {
    view = await getCase(db, id, config);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return failed(name, `there is no case ${id}`);
    throw error;
  }
  if (view.regcode !== manifest.case.regcode)
    return failed(name, `case ${id} is about ${view.regcode}, not ${manifest.case.regcode}`);
  if (view.state !== manifest.case.state)
    return failed(name, `case ${id} is ${view.state} in the database, not ${manifest.case.state}`);
  if (view.decision !== manifest.case.decision)
    return failed(name, `case ${id}'s decision is ${view.decision ?? "none"}, not ${manifest.case.decision ?? "none"}`);
  const approvers = difference(manifest.case.approvers.map(approverKey), view.approvers.map(approverKey));
  if (approvers) return failed(name, `approvers differ: ${approvers}`);
  const evidence = difference(manifest.evidence.map(evidenceKey), view.evidence.map(evidenceKey));
  if (evidence) return failed(name, `pinned evidence differs: ${evidence}`);
  const determination = await pinnedDetermination(db, id);
  const stored = determination && determinationSha256(determination);
  const listed = manifest.determination?.sha256 ?? null;
  if (stored !== listed)
    return failed(
      name,
      `the pinned determination hashes to ${stored ?? "nothing (none pinned)"}, not ${listed ?? "nothing (none listed)"}`,
    );
  return ok(
    name,
    `case ${id} is ${view.state} with ${view.approvers.length} approvers and the same pinned evidence and determination`,
  );
}

/** (d) The PDF hash the manifest states is the one kept with the approval. */
async function checkReportPdf(db: Database, manifest: CaseManifest): Promise<ManifestCheck> {
  const name = "report PDF";
  const { reportSha256 } = await loadCase(db, manifest.case.id);
  if (manifest.reportPdfSha256 === null)
    return ok(
      name,
      reportSha256
        ? `the manifest names no PDF; the one kept since has the SHA-256 ${reportSha256}`
        : "no PDF is kept with the case yet",
    );
  if (reportSha256 !== manifest.reportPdfSha256)
    return failed(
      name,
      `the manifest names the PDF ${manifest.reportPdfSha256}, but the case keeps ${reportSha256 ?? "none"}`,
    );
  return ok(name, `the PDF kept with the approval has the SHA-256 ${reportSha256}`);
}

/**
 * Checks a case manifest against the database: its audit events and the chain, its pinned evidence against the
 * stored bytes, the case row, and the kept PDF's hash. One outcome per check, in that order.
 */
export async function verifyCaseManifest(
  db: Database,
  manifest: CaseManifest,
  options: { key?: string; config: Pick<CaseConfig, "highRiskApprovers"> },
): Promise<ManifestCheck[]> {
  const theCase = await checkCase(db, manifest, options.config);
  if (!theCase.ok && theCase.message.startsWith("there is no case")) return [theCase];
  return [
    await checkAuditEvents(db, manifest, options.key),
    await checkEvidence(db, manifest),
    theCase,
    await checkReportPdf(db, manifest),
  ];
}
