import { and, asc, desc, eq, inArray, lt, notInArray, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { appendAuditEvent } from "@/lib/domain/audit/append-audit-event";
import type { AuditActor } from "@/lib/domain/audit/audit-actor";
import type { OwnershipDetermination } from "@/lib/domain/ownership/ownership-types";
import { parseRoles } from "@/lib/domain/viewer/roles";
import type { Database } from "@/lib/platform/db/database";
import { user } from "@/lib/platform/db/schema/auth";
import {
  caseApprovals,
  caseEvidence,
  caseNotes,
  caseNoteVersions,
  cases,
  caseTransitions,
  entityReviews,
} from "@/lib/platform/db/schema/cases";
import { AppError } from "@/lib/platform/errors/app-error";
import { approvalsNeeded, type CaseConfig } from "./case-config";
import {
  type CaseActor,
  type CaseAction,
  type CaseFacts,
  caseRefusalError,
  decideCaseAction,
} from "./case-transitions";
import {
  ACTIVE_CASE_STATES,
  type CaseDecision,
  type CaseKind,
  type CaseSignOff,
  type CaseState,
  type CaseView,
  type PinnedEvidence,
  type RiskAssessment,
  type RiskLevel,
} from "./case-types";
import { latvianDay, nextReviewOn } from "./review-date";

// The case store: every change to a case is one transaction with its audit event, and the case's rules
// (case-transitions.ts) decide it inside that transaction, on the row locked, whatever a client sent.
// Inside a transaction only `tx` is used: PGlite is one connection, and the outer handle would wait forever.

type CaseRow = typeof cases.$inferSelect;

/** Who acts on a case: the account (for the rules) and the request (for the audit trail). */
export interface CaseCaller {
  who: CaseActor;
  actor: AuditActor;
}

/** A case as its rules and its audit events need it. */
export interface LoadedCase extends CaseRow {
  approverIds: string[];
}

const ACTIVE = ACTIVE_CASE_STATES as readonly string[];

/** The effective risk level: the preparer's override if any, else the model's. */
export function effectiveLevel(row: Pick<CaseRow, "risk" | "riskOverrideLevel">): RiskLevel | null {
  return (row.riskOverrideLevel as RiskLevel | null) ?? (row.risk as RiskAssessment | null)?.level ?? null;
}

const notFound = (id: number) => new AppError("not_found", { key: "noSuchCase", values: { id: String(id) } });

/** The case with its current round's approvals; `lock` inside a transaction that changes it. */
export async function loadCase(db: Database, id: number, lock = false): Promise<LoadedCase> {
  const query = db.select().from(cases).where(eq(cases.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound(id);
  const approvals = await db
    .select({ approverId: caseApprovals.approverId })
    .from(caseApprovals)
    .where(eq(caseApprovals.caseId, id))
    .orderBy(asc(caseApprovals.at));
  return { ...row, approverIds: approvals.map((a) => a.approverId) };
}

const factsOf = (row: LoadedCase): CaseFacts => ({
  state: row.state as CaseState,
  preparerId: row.preparerId,
  assigneeId: row.assigneeId,
  approverIds: row.approverIds,
  level: effectiveLevel(row),
});

/** The rules' answer for this action, or the refusal thrown (a check before slow work, such as lookups). */
export function decide(
  row: LoadedCase,
  who: CaseActor,
  action: CaseAction,
  config: Pick<CaseConfig, "highRiskApprovers">,
) {
  const outcome = decideCaseAction(factsOf(row), who, action, config);
  if (!outcome.ok) throw caseRefusalError(outcome.refusal);
  return outcome;
}

async function moveTo(
  tx: Database,
  row: LoadedCase,
  to: CaseState,
  by: string,
  at: Date,
  set: Partial<typeof cases.$inferInsert> = {},
  reason: string | null = null,
): Promise<void> {
  await tx
    .update(cases)
    .set({ ...set, state: to, updatedAt: at })
    .where(eq(cases.id, row.id));
  if (to !== row.state)
    await tx.insert(caseTransitions).values({ caseId: row.id, fromState: row.state, toState: to, by, at, reason });
}

// ─── Opening ──────────────────────────────────────────────────────────────────────────────────────────────

export interface NewCase {
  regcode: string;
  legalName: string | null;
  kind: CaseKind;
  purpose: string;
  assigneeId?: string | null;
  /** YYYY-MM-DD. */
  dueOn: string | null;
  risk: RiskAssessment;
  /** The ownership determination as the preparer could see it; null when it was still being made. */
  determination: OwnershipDetermination | null;
  /** The entity's own retrieval (depth 0) and each record of the determination. */
  evidence: PinnedEvidence[];
  pinnedAt: Date;
  alertId?: number | null;
  discrepancyDetectedAt?: Date | null;
  /** Opened by the app (a job, or a finding while another case was prepared): its history names no one. */
  byApp?: boolean;
}

/**
 * Stores a new case, its evidence and its first state, with the audit event `case-opened`, in one transaction.
 * For the open path with lookups and the risk model, see openCase in lib/features/cases/case-service.ts; the
 * discrepancy work opens its cases through that too.
 */
export async function insertCase(db: Database, caller: CaseCaller, input: NewCase): Promise<{ id: number }> {
  if (input.assigneeId) await checkAssignee(db, input.assigneeId);
  return db.transaction(async (tx) => {
    const at = input.pinnedAt;
    const [made] = await tx
      .insert(cases)
      .values({
        regcode: input.regcode,
        legalName: input.legalName,
        kind: input.kind,
        state: "open",
        preparerId: caller.who.userId,
        assigneeId: input.assigneeId ?? null,
        dueOn: input.dueOn,
        purpose: input.purpose,
        risk: input.risk,
        determination: input.determination,
        pinnedAt: at,
        alertId: input.alertId ?? null,
        discrepancyDetectedAt: input.discrepancyDetectedAt ?? null,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: cases.id });
    await pinEvidence(tx, made.id, input.evidence);
    await tx
      .insert(caseTransitions)
      .values({ caseId: made.id, fromState: null, toState: "open", by: input.byApp ? null : caller.who.userId, at });
    await appendAuditEvent(tx, caller.actor, "case-opened", {
      regcode: input.regcode,
      caseId: made.id,
      kind: input.kind,
      purpose: input.purpose,
      assigneeId: input.assigneeId ?? null,
      dueOn: input.dueOn,
      riskLevel: input.risk.level,
      modelVersion: input.risk.modelVersion,
      sha256s: input.evidence.map((e) => e.sha256),
      complete: input.determination !== null,
      alertId: input.alertId ?? null,
    });
    return made;
  });
}

async function pinEvidence(tx: Database, caseId: number, evidence: readonly PinnedEvidence[]): Promise<void> {
  // One row per number: the shallowest place it was met in the structure.
  const byRegcode = new Map<string, PinnedEvidence>();
  for (const item of evidence) {
    const known = byRegcode.get(item.regcode);
    if (!known || item.depth < known.depth) byRegcode.set(item.regcode, item);
  }
  if (byRegcode.size === 0) return;
  await tx.insert(caseEvidence).values(
    [...byRegcode.values()].map((item) => ({
      caseId,
      regcode: item.regcode,
      name: item.name,
      sha256: item.sha256,
      retrievedAt: new Date(item.retrievedAt),
      depth: item.depth,
    })),
  );
}

/** An account a case may be assigned to: enabled, with the analyst role. */
async function checkAssignee(db: Database, userId: string): Promise<void> {
  const [found] = await db.select({ roles: user.roles, disabled: user.disabled }).from(user).where(eq(user.id, userId));
  if (!found || found.disabled || !parseRoles(found.roles).includes("analyst"))
    throw new AppError("bad_request", { key: "caseAssigneeUnknown", values: { id: userId.slice(0, 60) } });
}

// ─── Reading ──────────────────────────────────────────────────────────────────────────────────────────────

const preparer = alias(user, "preparer");
const assignee = alias(user, "assignee");
const reporter = alias(user, "reporter");

/** The case as the API answers it (GET /api/cases/{id}), and as the case page and the report read it. */
export async function getCase(
  db: Database,
  id: number,
  config: Pick<CaseConfig, "highRiskApprovers">,
): Promise<CaseView> {
  const [found] = await db
    .select({
      row: cases,
      preparerName: preparer.name,
      assigneeName: assignee.name,
      reporterName: reporter.name,
    })
    .from(cases)
    .innerJoin(preparer, eq(preparer.id, cases.preparerId))
    .leftJoin(assignee, eq(assignee.id, cases.assigneeId))
    .leftJoin(reporter, eq(reporter.id, cases.reportedBy))
    .where(eq(cases.id, id));
  if (!found) throw notFound(id);
  const { row } = found;
  const [approvals, evidence] = await Promise.all([
    db
      .select({ userId: caseApprovals.approverId, name: user.name, at: caseApprovals.at })
      .from(caseApprovals)
      .innerJoin(user, eq(user.id, caseApprovals.approverId))
      .where(eq(caseApprovals.caseId, id))
      .orderBy(asc(caseApprovals.at)),
    caseEvidenceOf(db, id),
  ]);
  const risk = row.risk as RiskAssessment | null;
  const level = effectiveLevel(row);
  return {
    id: row.id,
    regcode: row.regcode,
    legalName: row.legalName,
    kind: row.kind as CaseKind,
    state: row.state as CaseState,
    purpose: row.purpose,
    preparer: { userId: row.preparerId, name: found.preparerName },
    assignee: row.assigneeId ? { userId: row.assigneeId, name: found.assigneeName ?? "" } : null,
    dueOn: row.dueOn,
    decision: row.decision as CaseDecision | null,
    conclusion: row.conclusion,
    risk: risk && {
      level: level ?? risk.level,
      modelVersion: risk.modelVersion,
      points: risk.points,
      factors: risk.factors,
      override: row.riskOverrideLevel
        ? { level: row.riskOverrideLevel as RiskLevel, reason: row.riskOverrideReason ?? "" }
        : null,
      modelLevel: risk.level,
    },
    approvers: approvals.map((a): CaseSignOff => ({ userId: a.userId, name: a.name, at: a.at.toISOString() })),
    approvalsNeeded: approvalsNeeded(level, config),
    nextReviewOn: row.nextReviewOn,
    evidence,
    pinnedAt: row.pinnedAt?.toISOString() ?? null,
    returnReason: row.returnReason,
    discrepancy: row.discrepancyDetectedAt
      ? {
          detectedAt: row.discrepancyDetectedAt.toISOString(),
          reportedAt: row.reportedAt?.toISOString() ?? null,
          reportedBy: row.reportedBy ? (found.reporterName ?? row.reportedBy) : null,
        }
      : null,
    alertId: row.alertId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The retrievals a case pinned, the entity's own first, then by depth and number. */
export async function caseEvidenceOf(db: Database, caseId: number): Promise<PinnedEvidence[]> {
  const rows = await db
    .select()
    .from(caseEvidence)
    .where(eq(caseEvidence.caseId, caseId))
    .orderBy(asc(caseEvidence.depth), asc(caseEvidence.regcode));
  return rows.map((e) => ({
    regcode: e.regcode,
    name: e.name,
    sha256: e.sha256,
    retrievedAt: e.retrievedAt.toISOString(),
    depth: e.depth,
  }));
}

/** The ownership determination the case pinned (null while none could be made). */
export async function pinnedDetermination(db: Database, caseId: number): Promise<OwnershipDetermination | null> {
  const [row] = await db.select({ determination: cases.determination }).from(cases).where(eq(cases.id, caseId));
  if (!row) throw notFound(caseId);
  return row.determination as OwnershipDetermination | null;
}

/** A case in a list: enough to choose one. */
export interface CaseSummary {
  id: number;
  regcode: string;
  legalName: string | null;
  kind: CaseKind;
  state: CaseState;
  preparer: { userId: string; name: string };
  assignee: { userId: string; name: string } | null;
  dueOn: string | null;
  /** Due before today and still being worked on. */
  overdue: boolean;
  riskLevel: RiskLevel | null;
  createdAt: string;
  updatedAt: string;
}

export interface CaseFilter {
  state?: CaseState;
  /** Cases assigned to this account. */
  assigneeId?: string;
  /** Cases this account opened. */
  preparerId?: string;
  regcode?: string;
  /** Only active cases due before `today`. */
  overdue?: boolean;
  /** Awaiting approval, neither prepared by nor assigned to this account, and not yet approved by it. */
  awaitingApprovalBy?: string;
  /** The Latvian day ("YYYY-MM-DD") overdue is counted against. */
  today: string;
  limit?: number;
}

/** Awaiting approval, neither prepared by nor assigned to `me`, and not yet approved by `me`. */
function awaitingApprovalBy(db: Database, me: string): SQL[] {
  return [
    eq(cases.state, "awaiting-approval"),
    sql`${cases.preparerId} <> ${me}`,
    sql`(${cases.assigneeId} is null or ${cases.assigneeId} <> ${me})`,
    notInArray(
      cases.id,
      db.select({ id: caseApprovals.caseId }).from(caseApprovals).where(eq(caseApprovals.approverId, me)),
    ),
  ];
}

/** Cases, due soonest first (those without a due date last), then newest. */
export async function listCases(db: Database, filter: CaseFilter): Promise<CaseSummary[]> {
  const where: SQL[] = [];
  if (filter.state) where.push(eq(cases.state, filter.state));
  if (filter.assigneeId) where.push(eq(cases.assigneeId, filter.assigneeId));
  if (filter.preparerId) where.push(eq(cases.preparerId, filter.preparerId));
  if (filter.regcode) where.push(eq(cases.regcode, filter.regcode));
  if (filter.overdue) where.push(inArray(cases.state, ACTIVE), lt(cases.dueOn, filter.today));
  if (filter.awaitingApprovalBy) where.push(...awaitingApprovalBy(db, filter.awaitingApprovalBy));
  const rows = await db
    .select({ row: cases, preparerName: preparer.name, assigneeName: assignee.name })
    .from(cases)
    .innerJoin(preparer, eq(preparer.id, cases.preparerId))
    .leftJoin(assignee, eq(assignee.id, cases.assigneeId))
    .where(and(...where))
    .orderBy(sql`${cases.dueOn} asc nulls last`, desc(cases.id))
    .limit(filter.limit ?? 500);
  return rows.map(({ row, preparerName, assigneeName }) => ({
    id: row.id,
    regcode: row.regcode,
    legalName: row.legalName,
    kind: row.kind as CaseKind,
    state: row.state as CaseState,
    preparer: { userId: row.preparerId, name: preparerName },
    assignee: row.assigneeId ? { userId: row.assigneeId, name: assigneeName ?? "" } : null,
    dueOn: row.dueOn,
    overdue: ACTIVE.includes(row.state) && row.dueOn !== null && row.dueOn < filter.today,
    riskLevel: effectiveLevel(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** The entity's case still being worked on (the newest, should there be several; of this kind if given), or null. */
export async function activeCaseFor(
  db: Database,
  regcode: string,
  kind?: CaseKind,
): Promise<{ id: number; state: CaseState; kind: CaseKind } | null> {
  const [row] = await db
    .select({ id: cases.id, state: cases.state, kind: cases.kind })
    .from(cases)
    .where(and(eq(cases.regcode, regcode), inArray(cases.state, ACTIVE), kind ? eq(cases.kind, kind) : undefined))
    .orderBy(desc(cases.id))
    .limit(1);
  return row ? { id: row.id, state: row.state as CaseState, kind: row.kind as CaseKind } : null;
}

/** Each of these entities' active case (the newest, should one have several): regcode → case id. */
export async function activeCasesFor(db: Database, regcodes: readonly string[]): Promise<Map<string, number>> {
  if (regcodes.length === 0) return new Map();
  const rows = await db
    .select({ regcode: cases.regcode, id: sql<number>`max(${cases.id})`.mapWith(Number) })
    .from(cases)
    .where(and(inArray(cases.regcode, [...new Set(regcodes)]), inArray(cases.state, ACTIVE)))
    .groupBy(cases.regcode);
  return new Map(rows.map((row) => [row.regcode, row.id]));
}

/** An entity whose review is due: the next review its latest approved case set. */
export interface DueReview {
  regcode: string;
  nextReviewOn: string;
  riskLevel: RiskLevel;
  caseId: number;
  legalName: string | null;
}

/** Entities whose next review is on or before `today` ("YYYY-MM-DD"), the longest overdue first. */
export async function overdueReviews(db: Database, today: string): Promise<DueReview[]> {
  return (await dueReviews(db, today, false)).map(({ preparerId, ...review }) => review);
}

/** The entity's next review, as its latest approved case set it, or null when none has. */
export async function entityReview(
  db: Database,
  regcode: string,
): Promise<{ nextReviewOn: string; riskLevel: RiskLevel; caseId: number } | null> {
  const [row] = await db
    .select({
      nextReviewOn: entityReviews.nextReviewOn,
      riskLevel: entityReviews.riskLevel,
      caseId: entityReviews.caseId,
    })
    .from(entityReviews)
    .where(eq(entityReviews.regcode, regcode));
  return row ? { ...row, riskLevel: row.riskLevel as RiskLevel } : null;
}

/** How many cases await this approver's sign-off (as `awaitingApprovalBy` lists them), for the header's badge. */
export async function awaitingApprovalCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(cases)
    .where(and(...awaitingApprovalBy(db, userId)));
  return row?.count ?? 0;
}

/** A due review with no case being worked on for its entity: what the daily review job opens a case for. */
export interface ReviewToOpen extends DueReview {
  /** Who prepared the approved case that set the review. */
  preparerId: string;
}

/** Entities whose next review is on or before `today` and that have no active case, the longest overdue first. */
export function reviewsToOpen(db: Database, today: string): Promise<ReviewToOpen[]> {
  return dueReviews(db, today, true);
}

/** Due reviews on or before `today` (only those with no active case, if asked), the longest overdue first. */
async function dueReviews(db: Database, today: string, withoutActiveCase: boolean): Promise<ReviewToOpen[]> {
  const active = db.select({ regcode: cases.regcode }).from(cases).where(inArray(cases.state, ACTIVE));
  const rows = await db
    .select({
      regcode: entityReviews.regcode,
      nextReviewOn: entityReviews.nextReviewOn,
      riskLevel: entityReviews.riskLevel,
      caseId: entityReviews.caseId,
      legalName: cases.legalName,
      preparerId: cases.preparerId,
    })
    .from(entityReviews)
    .innerJoin(cases, eq(cases.id, entityReviews.caseId))
    .where(
      and(
        sql`${entityReviews.nextReviewOn} <= ${today}`,
        withoutActiveCase ? notInArray(entityReviews.regcode, active) : undefined,
      ),
    )
    .orderBy(asc(entityReviews.nextReviewOn), asc(entityReviews.regcode));
  return rows.map((r) => ({ ...r, riskLevel: r.riskLevel as RiskLevel }));
}

/** A change of a case's state, for its history. */
export interface CaseTransition {
  from: CaseState | null;
  to: CaseState;
  by: { userId: string; name: string } | null;
  at: string;
  reason: string | null;
}

/** The case's history of states, oldest first. */
export async function caseHistory(db: Database, caseId: number): Promise<CaseTransition[]> {
  const rows = await db
    .select({ t: caseTransitions, name: user.name })
    .from(caseTransitions)
    .leftJoin(user, eq(user.id, caseTransitions.by))
    .where(eq(caseTransitions.caseId, caseId))
    .orderBy(asc(caseTransitions.id));
  return rows.map(({ t, name }) => ({
    from: t.fromState as CaseState | null,
    to: t.toState as CaseState,
    by: t.by ? { userId: t.by, name: name ?? "" } : null,
    at: t.at.toISOString(),
    reason: t.reason,
  }));
}

// ─── Notes ────────────────────────────────────────────────────────────────────────────────────────────────

export interface CaseNoteVersion {
  version: number;
  text: string;
  editedBy: { userId: string; name: string };
  editedAt: string;
}

/** A note: its newest text, and every version (oldest first). */
export interface CaseNote {
  id: number;
  author: { userId: string; name: string };
  createdAt: string;
  text: string;
  version: number;
  versions: CaseNoteVersion[];
}

/** The case's notes, oldest first, each with its versions. */
export async function listNotes(db: Database, caseId: number): Promise<CaseNote[]> {
  await loadCase(db, caseId);
  const author = alias(user, "author");
  const rows = await db
    .select({
      note: caseNotes,
      authorName: author.name,
      version: caseNoteVersions,
      editorName: user.name,
    })
    .from(caseNotes)
    .innerJoin(author, eq(author.id, caseNotes.authorId))
    .innerJoin(caseNoteVersions, eq(caseNoteVersions.noteId, caseNotes.id))
    .innerJoin(user, eq(user.id, caseNoteVersions.editedBy))
    .where(eq(caseNotes.caseId, caseId))
    .orderBy(asc(caseNotes.id), asc(caseNoteVersions.version));
  const notes = new Map<number, CaseNote>();
  for (const { note, authorName, version, editorName } of rows) {
    const entry =
      notes.get(note.id) ??
      notes
        .set(note.id, {
          id: note.id,
          author: { userId: note.authorId, name: authorName },
          createdAt: note.createdAt.toISOString(),
          text: "",
          version: 0,
          versions: [],
        })
        .get(note.id)!;
    entry.versions.push({
      version: version.version,
      text: version.text,
      editedBy: { userId: version.editedBy, name: editorName },
      editedAt: version.editedAt.toISOString(),
    });
    entry.text = version.text;
    entry.version = version.version;
  }
  return [...notes.values()];
}

/** After a note, an open case is in review: the first piece of work starts it (audited as `case-started`). */
async function startedBy(tx: Database, caller: CaseCaller, row: LoadedCase, to: CaseState, at: Date) {
  await moveTo(tx, row, to, caller.who.userId, at);
  if (to !== row.state)
    await appendAuditEvent(tx, caller.actor, "case-started", { regcode: row.regcode, caseId: row.id });
}

/**
 * Adds a note (any analyst or approver, while the case is active); moves an open case into review, unless
 * `start` is false: a note the app writes for its caller (a link to another case) is no work on the case.
 */
export async function addNote(
  db: Database,
  caller: CaseCaller,
  caseId: number,
  text: string,
  at = new Date(),
  { start = true }: { start?: boolean } = {},
): Promise<{ noteId: number; version: number; state: CaseState }> {
  return db.transaction(async (tx) => {
    const row = await loadCase(tx, caseId, true);
    const decided = decide(row, caller.who, { kind: "note" }, { highRiskApprovers: 1 });
    const to = start ? decided.to : (row.state as CaseState);
    const [note] = await tx
      .insert(caseNotes)
      .values({ caseId, authorId: caller.who.userId, createdAt: at })
      .returning({ id: caseNotes.id });
    await tx
      .insert(caseNoteVersions)
      .values({ noteId: note.id, version: 1, text, editedBy: caller.who.userId, editedAt: at });
    await appendAuditEvent(tx, caller.actor, "case-note-added", {
      regcode: row.regcode,
      caseId,
      noteId: note.id,
      note: text,
    });
    await startedBy(tx, caller, row, to, at);
    return { noteId: note.id, version: 1, state: to };
  });
}

/** Edits the author's own note: a new version, the earlier ones kept; moves an open case into review. */
export async function editNote(
  db: Database,
  caller: CaseCaller,
  caseId: number,
  noteId: number,
  text: string,
  at = new Date(),
): Promise<{ noteId: number; version: number; state: CaseState }> {
  return db.transaction(async (tx) => {
    const row = await loadCase(tx, caseId, true);
    const [note] = await tx
      .select({ authorId: caseNotes.authorId, latest: sql<number>`max(${caseNoteVersions.version})`.mapWith(Number) })
      .from(caseNotes)
      .innerJoin(caseNoteVersions, eq(caseNoteVersions.noteId, caseNotes.id))
      .where(and(eq(caseNotes.id, noteId), eq(caseNotes.caseId, caseId)))
      .groupBy(caseNotes.authorId);
    if (!note)
      throw new AppError("not_found", {
        key: "noSuchCaseNote",
        values: { id: String(caseId), noteId: String(noteId) },
      });
    const { to } = decide(row, caller.who, { kind: "note" }, { highRiskApprovers: 1 });
    if (note.authorId !== caller.who.userId) throw new AppError("forbidden", "caseNoteNotYours");
    const version = note.latest + 1;
    await tx.insert(caseNoteVersions).values({ noteId, version, text, editedBy: caller.who.userId, editedAt: at });
    await appendAuditEvent(tx, caller.actor, "case-note-edited", {
      regcode: row.regcode,
      caseId,
      noteId,
      version,
      note: text,
    });
    await startedBy(tx, caller, row, to, at);
    return { noteId, version, state: to };
  });
}

// ─── Work on the case ─────────────────────────────────────────────────────────────────────────────────────

/** Starts work on an open case (its preparer or assignee): open → in review. */
export async function startCase(db: Database, caller: CaseCaller, caseId: number, at = new Date()): Promise<CaseState> {
  return db.transaction(async (tx) => {
    const row = await loadCase(tx, caseId, true);
    const { to } = decide(row, caller.who, { kind: "start" }, { highRiskApprovers: 1 });
    await startedBy(tx, caller, row, to, at);
    return to;
  });
}

/** Assigns an active case to an enabled analyst (any analyst may, to share the work out). */
export async function assignCase(
  db: Database,
  caller: CaseCaller,
  caseId: number,
  assigneeId: string,
  at = new Date(),
): Promise<void> {
  await checkAssignee(db, assigneeId);
  await db.transaction(async (tx) => {
    const row = await loadCase(tx, caseId, true);
    decide(row, caller.who, { kind: "assign" }, { highRiskApprovers: 1 });
    await tx.update(cases).set({ assigneeId, updatedAt: at }).where(eq(cases.id, caseId));
    await appendAuditEvent(tx, caller.actor, "case-assigned", {
      regcode: row.regcode,
      caseId,
      assigneeId,
      previousAssigneeId: row.assigneeId,
    });
  });
}

/**
 * Sets (or, with `level` null, removes) the preparer's override of the model's risk level, with the reason; it
 * is approved with the case like any of its decisions.
 */
export async function overrideRisk(
  db: Database,
  caller: CaseCaller,
  caseId: number,
  override: { level: RiskLevel; reason: string } | { level: null; reason?: string | null },
  at = new Date(),
): Promise<void> {
  const reason = override.reason?.trim() ?? "";
  if (override.level !== null && reason === "") throw new AppError("bad_request", "caseReasonMissing");
  await db.transaction(async (tx) => {
    const row = await loadCase(tx, caseId, true);
    decide(row, caller.who, { kind: "prepare" }, { highRiskApprovers: 1 });
    await tx
      .update(cases)
      .set({
        riskOverrideLevel: override.level,
        riskOverrideReason: override.level === null ? null : reason,
        updatedAt: at,
      })
      .where(eq(cases.id, caseId));
    await appendAuditEvent(tx, caller.actor, "case-risk-overridden", {
      regcode: row.regcode,
      caseId,
      level: override.level,
      previousLevel: row.riskOverrideLevel,
      modelLevel: (row.risk as RiskAssessment | null)?.level ?? null,
      reason: override.level === null ? null : reason,
    });
  });
}

/** What changed since the case pinned its evidence: per number, the SHA-256 before and after. */
export interface EvidenceDifference {
  changed: { regcode: string; from: string; to: string }[];
  added: { regcode: string; sha256: string }[];
  removed: { regcode: string; sha256: string }[];
  unchanged: number;
}

/** The difference between two sets of pinned evidence. */
export function evidenceDifference(
  before: readonly Pick<PinnedEvidence, "regcode" | "sha256">[],
  after: readonly Pick<PinnedEvidence, "regcode" | "sha256">[],
): EvidenceDifference {
  const old = new Map(before.map((e) => [e.regcode, e.sha256]));
  const now = new Map(after.map((e) => [e.regcode, e.sha256]));
  const difference: EvidenceDifference = { changed: [], added: [], removed: [], unchanged: 0 };
  for (const [regcode, sha256] of now) {
    const was = old.get(regcode);
    if (was === undefined) difference.added.push({ regcode, sha256 });
    else if (was !== sha256) difference.changed.push({ regcode, from: was, to: sha256 });
    else difference.unchanged++;
  }
  for (const [regcode, sha256] of old) if (!now.has(regcode)) difference.removed.push({ regcode, sha256 });
  return difference;
}

/** Evidence pinned afresh (the service looks it up and assesses it again). */
export interface Repinning {
  legalName: string | null;
  evidence: PinnedEvidence[];
  determination: OwnershipDetermination | null;
  risk: RiskAssessment;
  pinnedAt: Date;
}

/**
 * Replaces the case's pinned evidence, determination and risk with those given, when its preparer chooses to
 * (never by itself), and answers what changed. For the path with lookups, see refreshEvidence in
 * lib/features/cases/case-service.ts.
 */
export async function repinEvidence(
  db: Database,
  caller: CaseCaller,
  caseId: number,
  input: Repinning,
): Promise<EvidenceDifference> {
  return db.transaction(async (tx) => {
    const row = await loadCase(tx, caseId, true);
    decide(row, caller.who, { kind: "prepare" }, { highRiskApprovers: 1 });
    const before = await caseEvidenceOf(tx, caseId);
    const difference = evidenceDifference(before, input.evidence);
    await tx.delete(caseEvidence).where(eq(caseEvidence.caseId, caseId));
    await pinEvidence(tx, caseId, input.evidence);
    await tx
      .update(cases)
      .set({
        legalName: input.legalName ?? row.legalName,
        determination: input.determination,
        risk: input.risk,
        pinnedAt: input.pinnedAt,
        updatedAt: input.pinnedAt,
      })
      .where(eq(cases.id, caseId));
    await appendAuditEvent(tx, caller.actor, "case-evidence-refreshed", {
      regcode: row.regcode,
      caseId,
      changedRecords: difference.changed.map((c) => c.regcode),
      addedRecords: difference.added.map((a) => a.regcode),
      removedRecords: difference.removed.map((r) => r.regcode),
      sha256s: input.evidence.map((e) => e.sha256),
      complete: input.determination !== null,
    });
    return difference;
  });
}

/** Submits the preparer's decision and conclusion for approval (from open, in review or returned). */
export async function submitCase(
  db: Database,
  caller: CaseCaller,
  caseId: number,
  submission: { decision: CaseDecision; conclusion: string },
  at = new Date(),
): Promise<CaseState> {
  return db.transaction(async (tx) => {
    const row = await loadCase(tx, caseId, true);
    const { to } = decide(row, caller.who, { kind: "submit" }, { highRiskApprovers: 1 });
    await moveTo(tx, row, to, caller.who.userId, at, {
      decision: submission.decision,
      conclusion: submission.conclusion,
    });
    await appendAuditEvent(tx, caller.actor, "case-submitted", {
      regcode: row.regcode,
      caseId,
      decision: submission.decision,
      conclusion: submission.conclusion,
      riskLevel: effectiveLevel(row),
    });
    return to;
  });
}

type SignOff = { kind: "approve" } | { kind: "reject"; reason: string } | { kind: "return"; reason: string };

/**
 * A sign-off under the case's rules, on the locked row. A refusal is written to the audit trail
 * (`case-approval-refused`, with the rule's reason) after the transaction, and then thrown for the caller to
 * answer (403, 409 or 400).
 */
async function signOff(
  db: Database,
  caller: CaseCaller,
  caseId: number,
  action: SignOff,
  config: Pick<CaseConfig, "highRiskApprovers" | "reviewYears">,
  at: Date,
): Promise<CaseState> {
  const decided = await db.transaction(async (tx) => {
    const row = await loadCase(tx, caseId, true);
    const outcome = decideCaseAction(factsOf(row), caller.who, action, config);
    if (!outcome.ok) return { row, refusal: outcome.refusal, state: null };
    if (action.kind === "approve") {
      await tx.insert(caseApprovals).values({ caseId, approverId: caller.who.userId, at });
      const level = effectiveLevel(row);
      const approved = outcome.to === "approved";
      // With no assessment, the strictest review period.
      const reviewOn = approved ? nextReviewOn(at, level ?? "high", config) : null;
      await moveTo(tx, row, outcome.to, caller.who.userId, at, approved ? { nextReviewOn: reviewOn } : {});
      if (reviewOn) {
        const review = { nextReviewOn: reviewOn, riskLevel: level ?? "high", caseId, setAt: at };
        await tx
          .insert(entityReviews)
          .values({ regcode: row.regcode, ...review })
          .onConflictDoUpdate({ target: entityReviews.regcode, set: review });
      }
      await appendAuditEvent(tx, caller.actor, "case-approved", {
        regcode: row.regcode,
        caseId,
        approvals: outcome.approvals?.given ?? 1,
        approvalsNeeded: outcome.approvals?.needed ?? 1,
        state: outcome.to,
        riskLevel: level,
        nextReviewOn: reviewOn,
      });
    } else {
      const reason = action.reason.trim();
      // A returned case starts a new round: the approvals given were for the case as it was.
      if (action.kind === "return") await tx.delete(caseApprovals).where(eq(caseApprovals.caseId, caseId));
      await moveTo(tx, row, outcome.to, caller.who.userId, at, { returnReason: reason }, reason);
      await appendAuditEvent(tx, caller.actor, action.kind === "reject" ? "case-rejected" : "case-returned", {
        regcode: row.regcode,
        caseId,
        reason,
      });
    }
    return { row, refusal: null, state: outcome.to };
  });
  if (decided.refusal) {
    await appendAuditEvent(db, caller.actor, "case-approval-refused", {
      regcode: decided.row.regcode,
      caseId,
      action: action.kind,
      reason: decided.refusal.reason,
      state: decided.row.state,
    });
    throw caseRefusalError(decided.refusal);
  }
  return decided.state!;
}

/**
 * Approves a case awaiting approval: an approver who neither prepared it nor is assigned it, once. The case is
 * approved with the last approval its effective level needs (high: CASE_HIGH_RISK_APPROVERS different ones),
 * which sets the entity's next review; until then it stays awaiting approval. Refusals are audited and thrown.
 */
export function approveCase(
  db: Database,
  caller: CaseCaller,
  caseId: number,
  config: Pick<CaseConfig, "highRiskApprovers" | "reviewYears">,
  at = new Date(),
): Promise<CaseState> {
  return signOff(db, caller, caseId, { kind: "approve" }, config, at);
}

/** A sign-off that sends the case back with a reason: reject or return. */
const signOffWithReason =
  (kind: "reject" | "return") =>
  (
    db: Database,
    caller: CaseCaller,
    caseId: number,
    reason: string,
    config: Pick<CaseConfig, "highRiskApprovers" | "reviewYears">,
    at = new Date(),
  ): Promise<CaseState> =>
    signOff(db, caller, caseId, { kind, reason }, config, at);

/** Rejects a case awaiting approval, with the reason (final). Refusals are audited and thrown. */
export const rejectCase = signOffWithReason("reject");

/** Returns a case awaiting approval to its preparer with the reason; its approvals so far are cleared. */
export const returnCase = signOffWithReason("return");

/**
 * Records that a discrepancy case's finding was reported to the register, by whom and when: once (409 for a case
 * of another kind, or one already recorded as reported). Any analyst working cases may record it, in any state:
 * the report to the register is due whether or not the case has been decided.
 */
export async function markReportedToRegister(
  db: Database,
  caller: CaseCaller,
  caseId: number,
  at = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await loadCase(tx, caseId, true);
    if (row.kind !== "discrepancy")
      throw new AppError("conflict", { key: "caseNotDiscrepancy", values: { id: String(caseId) } });
    if (row.reportedAt)
      throw new AppError("conflict", {
        key: "caseAlreadyReported",
        values: { id: String(caseId), at: row.reportedAt.toISOString().slice(0, 16).replace("T", " ") },
      });
    await tx
      .update(cases)
      .set({ reportedAt: at, reportedBy: caller.who.userId, updatedAt: at })
      .where(eq(cases.id, caseId));
    await appendAuditEvent(tx, caller.actor, "case-reported-to-register", { regcode: row.regcode, caseId });
  });
}

/** Records the SHA-256 of an approved case's report (PDF), as the report work makes it. */
export async function setReportSha256(db: Database, caseId: number, sha256: string): Promise<void> {
  await db.update(cases).set({ reportSha256: sha256 }).where(eq(cases.id, caseId));
}

/** Today's Latvian day, as lists count overdue against it. */
export const todayInLatvia = (now = new Date()) => latvianDay(now);
