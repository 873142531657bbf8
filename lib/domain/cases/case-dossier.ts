import { and, asc, eq, sql } from "drizzle-orm";
import type { OwnershipDetermination } from "@/lib/domain/ownership/ownership-types";
import type { Database } from "@/lib/platform/db/database";
import { auditEvents } from "@/lib/platform/db/schema/audit";
import type { CaseConfig } from "./case-config";
import {
  type CaseNote,
  type CaseTransition,
  caseHistory,
  getCase,
  listNotes,
  loadCase,
  pinnedDetermination,
} from "./case-store";
import type { CaseView } from "./case-types";

/** An audit event of a case, as its manifest lists it. */
export interface CaseAuditEvent {
  seq: number;
  type: string;
  at: string;
  hash: string;
}

/** Everything the case's report, manifest and discrepancy package state, read at one moment. */
export interface CaseDossier {
  view: CaseView;
  history: CaseTransition[];
  notes: CaseNote[];
  /** The determination the case pinned (null while none could be made). */
  determination: OwnershipDetermination | null;
  /** SHA-256 of the PDF kept with the approval, once there is one. */
  reportSha256: string | null;
  auditEvents: CaseAuditEvent[];
}

/**
 * Every audit event of the case, oldest first: the events whose details name it (`caseId`), found through the
 * regcode index every case event also carries.
 */
export async function caseAuditEvents(db: Database, caseId: number, regcode: string): Promise<CaseAuditEvent[]> {
  const rows = await db
    .select({ seq: auditEvents.seq, type: auditEvents.eventType, at: auditEvents.time, hash: auditEvents.hash })
    .from(auditEvents)
    .where(
      and(
        eq(sql`(${auditEvents.details}->>'regcode')`, regcode),
        eq(sql`(${auditEvents.details}->>'caseId')`, String(caseId)),
      ),
    )
    .orderBy(asc(auditEvents.seq));
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}

/** The case and everything said about it, for its report, manifest and discrepancy package. */
export async function loadCaseDossier(
  db: Database,
  caseId: number,
  config: Pick<CaseConfig, "highRiskApprovers">,
): Promise<CaseDossier> {
  const view = await getCase(db, caseId, config);
  const [history, notes, determination, row, events] = await Promise.all([
    caseHistory(db, caseId),
    listNotes(db, caseId),
    pinnedDetermination(db, caseId),
    loadCase(db, caseId),
    caseAuditEvents(db, caseId, view.regcode),
  ]);
  return { view, history, notes, determination, reportSha256: row.reportSha256, auditEvents: events };
}
