import "server-only";
import { statePurpose } from "@/lib/domain/access/access-purposes";
import { lookupForViewer, type ViewerLookup } from "@/lib/domain/access/lookup-for-viewer";
import type { AuditActor } from "@/lib/domain/audit/audit-actor";
import { assessRisk } from "@/lib/domain/cases/assess-risk";
import { parseRiskConfig } from "@/lib/domain/cases/risk-model";
import { type CaseConfig, parseCaseConfig } from "@/lib/domain/cases/case-config";
import {
  type EvidenceDifference,
  decide,
  insertCase,
  loadCase,
  repinEvidence,
  type CaseCaller,
} from "@/lib/domain/cases/case-store";
import type { CaseKind, PinnedEvidence, RiskAssessment } from "@/lib/domain/cases/case-types";
import { addDays, latvianDay } from "@/lib/domain/cases/review-date";
import type { OwnershipDetermination } from "@/lib/domain/ownership/ownership-types";
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
}

export interface OpenedCase {
  id: number;
  /** False when the ownership determination was still being made: the entity alone was pinned (refresh later). */
  determinationPinned: boolean;
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
  async function pin({ viewer, actor }: CaseRequest, regcode: Regcode, at: Date): Promise<Pinning> {
    const entity = await deps.lookup({ regcode, viewer, actor, reason: "case" });
    const answer = await deps.ownershipFor({ regcode, viewer, actor, waitMs: deps.waitMs ?? OPEN_WAIT_MS });
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
    if (hasRole(input.viewer, "personal-data"))
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
      ...pinned,
    });
    return { id, determinationPinned: pinned.determination !== null };
  }

  /**
   * Pins the case's evidence again, when its preparer chooses to: the entity and its determination as they are
   * now, the risk assessed again, and what changed since the case pinned it (per number, old → new SHA-256; numbers
   * added to and gone from the structure). `determinationPinned` false: still being made, the entity alone pinned.
   */
  async function refreshEvidence(
    input: CaseRequest & { caseId: number },
  ): Promise<EvidenceDifference & { determinationPinned: boolean }> {
    const at = now();
    const row = await loadCase(input.db, input.caseId);
    // Refused before anything is looked up; checked again when the evidence is stored.
    decide(row, input.viewer, { kind: "prepare" }, config());
    const pinned = await pin(input, parseRegcode(row.regcode), at);
    const difference = await repinEvidence(input.db, { who: input.viewer, actor: input.actor }, input.caseId, {
      ...pinned,
      pinnedAt: at,
    });
    return { ...difference, determinationPinned: pinned.determination !== null };
  }

  return { openCase, refreshEvidence };
}

const service = createCaseService({ lookup: lookupForViewer, ownershipFor });

export const { openCase, refreshEvidence } = service;
