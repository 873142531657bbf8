import "server-only";
import { statePurpose } from "@/lib/domain/access/access-purposes";
import { lookupForViewer, type ViewerLookup } from "@/lib/domain/access/lookup-for-viewer";
import type { AuditActor } from "@/lib/domain/audit/audit-actor";
import { assessRisk } from "@/lib/domain/cases/assess-risk";
import { parseRiskConfig } from "@/lib/domain/cases/risk-model";
import { type CaseConfig, parseCaseConfig } from "@/lib/domain/cases/case-config";
import {
  activeCaseFor,
  addNote,
  type EvidenceDifference,
  decide,
  insertCase,
  loadCase,
  repinEvidence,
  type CaseCaller,
} from "@/lib/domain/cases/case-store";
import type { CaseKind, PinnedEvidence, RiskAssessment } from "@/lib/domain/cases/case-types";
import { addDays, latvianDay } from "@/lib/domain/cases/review-date";
import type { DiscrepancyKind, OwnershipDetermination } from "@/lib/domain/ownership/ownership-types";
import { hasRole, type Viewer } from "@/lib/domain/viewer/viewer";
import type { Database } from "@/lib/platform/db/database";
import type { LegalEntityResult } from "@/lib/registry/client/registry-client";
import { parseRegcode } from "@/lib/registry/regcode/parse-regcode";
import type { Regcode } from "@/lib/registry/regcode/regcode";
import { type OwnershipAnswer, type OwnershipRequest, ownershipFor } from "@/lib/features/ownership/ownership-service";

/** The law's deadline for reporting a register discrepancy: 14 calendar days from its detection. */
export const DISCREPANCY_DUE_DAYS = 14;
/** How long opening a case waits for the ownership determination before pinning the entity alone. */
export const OPEN_WAIT_MS = 60_000;

/**
 * The findings that are mismatches to report to the register. "withheld" (the declaration is not visible) and
 * "cannot-check" (a chain stops before it) neither confirm nor contradict the declaration.
 */
export const REGISTER_MISMATCHES: readonly DiscrepancyKind[] = [
  "declared-unreachable",
  "undeclared",
  "differs",
  "spelling",
];

/** Whether a determination holds a mismatch with the register's declaration of beneficial owners. */
export function hasRegisterMismatch(determination: Pick<OwnershipDetermination, "discrepancies"> | null): boolean {
  return determination?.discrepancies.some((d) => REGISTER_MISMATCHES.includes(d.kind)) ?? false;
}

/** Who opens or refreshes a case, and through what. */
export interface CaseRequest {
  db: Database;
  viewer: Viewer;
  actor: AuditActor;
}

export interface OpenCaseInput extends CaseRequest {
  regcode: Regcode;
  kind: CaseKind;
  /** The purpose of access, stated once: it covers every entity the case pins, while the case is active. */
  purpose: string;
  assigneeId?: string | null;
  /** YYYY-MM-DD; by default CASE_DUE_DAYS from today, or 14 days from a discrepancy's detection. */
  dueOn?: string | null;
  alertId?: number | null;
  /** A discrepancy case's detection (sets its due date when none is given). */
  discrepancyDetectedAt?: Date | null;
  /**
   * Opened by the app (the review job, demo data) for the account `viewer` names (see appViewer), not by a person
   * signed in: no purpose is stated (no session holds one; the case's own covers its preparer once open) and the
   * case's history names no one as having opened it. `actor` says which part of the app it was.
   */
  byApp?: boolean;
  /** How long to wait for the ownership determination (default OPEN_WAIT_MS): cases opened in bulk wait less. */
  waitMs?: number;
}

/** The discrepancy case a mismatch found while pinning opened or joined. */
export interface DiscrepancyLink {
  caseId: number;
  /** True when the entity's active discrepancy case was joined rather than a new one opened. */
  joined: boolean;
}

export interface OpenedCase {
  id: number;
  /** False when the ownership determination was still being made: the entity alone was pinned (refresh later). */
  determinationPinned: boolean;
  /** Set when the pinned determination holds a register mismatch: the discrepancy case opened or joined for it. */
  discrepancy?: DiscrepancyLink;
}

/** What a case pins and the risk computed from it. */
interface Pinning {
  legalName: string | null;
  evidence: PinnedEvidence[];
  determination: OwnershipDetermination | null;
  risk: RiskAssessment;
}

export interface CaseServiceDeps {
  lookup: (request: ViewerLookup) => Promise<LegalEntityResult>;
  ownershipFor: (request: OwnershipRequest) => Promise<OwnershipAnswer>;
  config?: () => CaseConfig;
  now?: () => Date;
  waitMs?: number;
}

/**
 * Opening a case and pinning its evidence afresh: what needs the lookup path and the ownership determination.
 * Everything else about a case is in lib/domain/cases/case-store.ts, which the routes call directly.
 */
export function createCaseService(deps: CaseServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const config = deps.config ?? (() => parseCaseConfig(process.env));

  /** The entity through the one lookup path, its determination (if ready in time) and the risk model's verdict. */
  async function pin(
    { viewer, actor, waitMs }: CaseRequest & { waitMs?: number },
    regcode: Regcode,
    at: Date,
  ): Promise<Pinning> {
    const entity = await deps.lookup({ regcode, viewer, actor, reason: "case" });
    const answer = await deps.ownershipFor({ regcode, viewer, actor, waitMs: waitMs ?? deps.waitMs ?? OPEN_WAIT_MS });
    const determination = answer.state === "ready" ? answer.determination : null;
    const evidence: PinnedEvidence[] = [
      {
        regcode,
        name: entity.record.legal_name,
        sha256: entity.sha256,
        retrievedAt: entity.retrievedAt,
        depth: 0,
      },
      ...(determination?.records ?? []).filter((record) => record.regcode !== regcode),
    ];
    const risk = assessRisk({
      record: entity.record,
      sha256: entity.sha256,
      determination,
      today: latvianDay(at),
      higherRiskActivities: parseRiskConfig(process.env).higherRiskActivities,
    });
    return { legalName: entity.record.legal_name, evidence, determination, risk };
  }

  /**
   * Opens a case on an entity: looks it up (reason "case"), waits up to a minute for its ownership determination
   * as this preparer may see it (still being made: the entity alone is pinned, `determinationPinned` false, and a
   * refresh pins the rest), pins the retrievals, assesses the risk, and stores it all with `case-opened` in one
   * transaction. The purpose is stated for the entity as on its profile, and covers the rest of the structure
   * through the case. Used by the API, the alert and discrepancy work alike.
   */
  async function openCase(input: OpenCaseInput): Promise<OpenedCase> {
    const at = now();
    // Stated first, so the lookup and the determination pass the personal-data gate with it (it matters only to
    // a viewer who may see persons; a session or API token holds it, so a caller without one must be such a viewer).
    if (!input.byApp && hasRole(input.viewer, "personal-data"))
      await statePurpose(input.db, input.viewer, input.regcode, input.purpose);
    const pinned = await pin(input, input.regcode, at);
    const dueOn =
      input.dueOn ??
      (input.kind === "discrepancy"
        ? addDays(latvianDay(input.discrepancyDetectedAt ?? at), DISCREPANCY_DUE_DAYS)
        : addDays(latvianDay(at), config().dueDays));
    const caller: CaseCaller = { who: input.viewer, actor: input.actor };
    const { id } = await insertCase(input.db, caller, {
      regcode: input.regcode,
      kind: input.kind,
      purpose: input.purpose,
      assigneeId: input.assigneeId ?? null,
      dueOn,
      pinnedAt: at,
      alertId: input.alertId ?? null,
      discrepancyDetectedAt: input.discrepancyDetectedAt ?? (input.kind === "discrepancy" ? at : null),
      byApp: input.byApp,
      ...pinned,
    });
    const discrepancy =
      input.kind === "discrepancy" ? undefined : await discrepancyFound(input, input.regcode, id, pinned, at);
    return { id, determinationPinned: pinned.determination !== null, ...(discrepancy && { discrepancy }) };
  }

  /**
   * A register mismatch in what a case pinned: the entity's active discrepancy case is joined, else one is opened
   * (detected now, due DISCREPANCY_DUE_DAYS later, prepared by whoever pinned it, on the same evidence), and the
   * case that found it says so in a note. Whoever pins may report it, so the finding never waits for them to look.
   */
  async function discrepancyFound(
    request: CaseRequest & { byApp?: boolean },
    regcode: Regcode,
    caseId: number,
    pinned: Pinning,
    at: Date,
  ): Promise<DiscrepancyLink | undefined> {
    if (!hasRegisterMismatch(pinned.determination)) return undefined;
    const caller: CaseCaller = { who: request.viewer, actor: request.actor };
    const active = await activeCaseFor(request.db, regcode, "discrepancy");
    const link: DiscrepancyLink = active
      ? { caseId: active.id, joined: true }
      : {
          caseId: (
            await insertCase(request.db, caller, {
              regcode,
              kind: "discrepancy",
              purpose: `Register discrepancy found while preparing case #${caseId}`,
              assigneeId: request.viewer.userId,
              dueOn: addDays(latvianDay(at), DISCREPANCY_DUE_DAYS),
              pinnedAt: at,
              discrepancyDetectedAt: at,
              byApp: true,
              ...pinned,
            })
          ).id,
          joined: false,
        };
    const kinds = [...new Set(pinned.determination!.discrepancies.map((d) => d.kind))]
      .filter((kind) => REGISTER_MISMATCHES.includes(kind))
      .join(", ");
    await addNote(
      request.db,
      caller,
      caseId,
      link.joined
        ? `Register discrepancy (${kinds}): joined discrepancy case #${link.caseId}, already being worked on.`
        : `Register discrepancy (${kinds}): opened discrepancy case #${link.caseId}, due in ${DISCREPANCY_DUE_DAYS} days.`,
      at,
      { start: false },
    );
    return link;
  }

  /**
   * Pins the case's evidence again, when its preparer chooses to: the entity and its determination as they are
   * now, the risk assessed again, and what changed since the case pinned it (per number, old → new SHA-256; numbers
   * added to and gone from the structure). `determinationPinned` false: still being made, the entity alone pinned.
   */
  async function refreshEvidence(
    input: CaseRequest & { caseId: number },
  ): Promise<EvidenceDifference & { determinationPinned: boolean; discrepancy?: DiscrepancyLink }> {
    const at = now();
    const row = await loadCase(input.db, input.caseId);
    // Refused before anything is looked up; checked again when the evidence is stored.
    decide(row, input.viewer, { kind: "prepare" }, config());
    const pinned = await pin(input, parseRegcode(row.regcode), at);
    const difference = await repinEvidence(input.db, { who: input.viewer, actor: input.actor }, input.caseId, {
      ...pinned,
      pinnedAt: at,
    });
    const discrepancy =
      row.kind === "discrepancy"
        ? undefined
        : await discrepancyFound(input, parseRegcode(row.regcode), input.caseId, pinned, at);
    return { ...difference, determinationPinned: pinned.determination !== null, ...(discrepancy && { discrepancy }) };
  }

  return { openCase, refreshEvidence };
}

const service = createCaseService({ lookup: lookupForViewer, ownershipFor });

export const { openCase, refreshEvidence } = service;
