/**
 * A case: one decision about one entity, the evidence it rests on, the risk it carries and who signed it off.
 * The contract the case store, the risk model, the API, the pages and the report share.
 */

/** Why a case was opened. */
export const CASE_KINDS = ["onboarding", "periodic-review", "alert-review", "discrepancy"] as const;
export type CaseKind = (typeof CASE_KINDS)[number];

/**
 * open → in-review → awaiting-approval → approved | rejected; awaiting-approval → returned (to the preparer with a
 * reason), and returned → in-review or awaiting-approval again. Approved and rejected are final.
 */
export const CASE_STATES = ["open", "in-review", "awaiting-approval", "approved", "rejected", "returned"] as const;
export type CaseState = (typeof CASE_STATES)[number];

/** The states in which a case is still being worked on (not final). */
export const ACTIVE_CASE_STATES = [
  "open",
  "in-review",
  "awaiting-approval",
  "returned",
] as const satisfies readonly CaseState[];

/** What the preparer concludes, submitted for approval. */
export const CASE_DECISIONS = ["accept", "accept-with-conditions", "decline"] as const;
export type CaseDecision = (typeof CASE_DECISIONS)[number];

export const RISK_LEVELS = ["low", "medium", "high"] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** Where a risk factor's evidence is: a stored retrieval (its SHA-256) and the profile section it is read in. */
export interface FactorEvidence {
  regcode: string;
  sha256: string | null;
  /** The profile section (its id on the profile page, e.g. "sanctions", "ownership") the fact is shown in. */
  section: string;
  /** A short statement of the fact in no language: a name, a date, a code ("Jānis Bērziņš", "2026-10-01"). */
  detail?: string;
}

/** One factor that scored: its key in the model (messages: cases.risk.factors.<key>), points and evidence. */
export interface RiskFactor {
  key: string;
  points: number;
  evidence: FactorEvidence[];
}

/** The model's verdict, before any override. */
export interface RiskAssessment {
  modelVersion: string;
  factors: RiskFactor[];
  points: number;
  /** From the model's thresholds, or "high" by a factor that forces it (sanctions on the entity or its owners). */
  level: RiskLevel;
  /** The key of the factor that forced the level to high, when one did. */
  forcedBy?: string;
  /** Set when the ownership factors were left out (batch screening): the level covers the record alone. */
  ownership?: "not-assessed";
}

/** A retrieval the case rests on: the entity's own (depth 0) and each record of its ownership determination. */
export interface PinnedEvidence {
  regcode: string;
  name: string | null;
  sha256: string;
  retrievedAt: string;
  depth: number;
}

/** Someone who approved (or, for the last word, rejected) a case, and when. */
export interface CaseSignOff {
  userId: string;
  name: string;
  at: string;
}

/** A case as the API answers it (GET /api/cases/{id}); the list (GET /api/cases) answers a subset per case. */
export interface CaseView {
  id: number;
  regcode: string;
  legalName: string | null;
  kind: CaseKind;
  state: CaseState;
  purpose: string;
  preparer: { userId: string; name: string };
  assignee: { userId: string; name: string } | null;
  /** YYYY-MM-DD (Latvian calendar day). */
  dueOn: string | null;
  decision: CaseDecision | null;
  conclusion: string | null;
  risk: {
    level: RiskLevel;
    modelVersion: string;
    points: number;
    factors: RiskFactor[];
    /** The preparer's override of the model's level, with the reason. */
    override: { level: RiskLevel; reason: string } | null;
    /** The model's own level, before any override. */
    modelLevel: RiskLevel;
  } | null;
  approvers: CaseSignOff[];
  /** Approvals a case of this level needs (CASE_HIGH_RISK_APPROVERS for high, else 1). */
  approvalsNeeded: number;
  /** Set when a case is approved: the entity's next review day. */
  nextReviewOn: string | null;
  evidence: PinnedEvidence[];
  pinnedAt: string | null;
  /** The reason the last return or rejection gave. */
  returnReason: string | null;
  /** discrepancy cases: when detected, and when someone recorded it as reported to the register. */
  discrepancy: { detectedAt: string; reportedAt: string | null; reportedBy: string | null } | null;
  /** The alert that opened the case, if one did. */
  alertId: number | null;
  createdAt: string;
  updatedAt: string;
}
