import { AppError, type ErrorCode } from "@/lib/platform/errors/app-error";
import type { ErrorText } from "@/lib/platform/errors/error-text";
import type { Role } from "@/lib/domain/viewer/roles";
import { approvalsNeeded, type CaseConfig } from "./case-config";
import { ACTIVE_CASE_STATES, type CaseState, type RiskLevel } from "./case-types";

/**
 * What someone asks to do with a case. `note` (adding or editing one) and `start` move an open case into
 * review: the first piece of work on a case starts it. `prepare` covers what only its preparer or assignee may
 * do while it is with them (risk override, refreshing the evidence); `assign` and `note` anyone working cases.
 */
export type CaseAction =
  | { kind: "start" }
  | { kind: "note" }
  | { kind: "assign" }
  | { kind: "prepare" }
  | { kind: "submit" }
  | { kind: "approve" }
  | { kind: "reject"; reason: string }
  | { kind: "return"; reason: string };

/** The case as its rules need it. */
export interface CaseFacts {
  state: CaseState;
  preparerId: string;
  assigneeId: string | null;
  /** Who approved it in this round (cleared when it is returned). */
  approverIds: readonly string[];
  /** The effective risk level: the override if any, else the model's; null if none was assessed. */
  level: RiskLevel | null;
}

export interface CaseActor {
  userId: string;
  roles: readonly Role[];
}

/** Why an action was refused, as the audit trail records it. */
export type CaseRefusalReason =
  | "wrong_state"
  | "own_case_approval"
  | "approver_role_missing"
  | "already_approved"
  | "reason_missing"
  | "not_case_preparer";

export interface CaseRefusal {
  reason: CaseRefusalReason;
  code: ErrorCode;
  text: ErrorText;
}

export type CaseOutcome =
  | {
      ok: true;
      /** The state after the action (the same one when it does not move the case). */
      to: CaseState;
      /** An approval to record (approve), whether or not it was the last one needed. */
      recordsApproval?: boolean;
      /** Approvals given, this one included, and how many the case needs. */
      approvals?: { given: number; needed: number };
    }
  | { ok: false; refusal: CaseRefusal };

const refuse = (reason: CaseRefusalReason, code: ErrorCode, text: ErrorText): CaseOutcome => ({
  ok: false,
  refusal: { reason, code, text },
});

const wrongState = (state: CaseState, action: CaseAction["kind"]) =>
  refuse("wrong_state", "conflict", { key: "caseWrongState", values: { state, action } });

// Where a case is with its preparer: what they may change and submit.
const WITH_PREPARER: readonly CaseState[] = ["open", "in-review", "returned"];
const isActive = (state: CaseState) => (ACTIVE_CASE_STATES as readonly CaseState[]).includes(state);

/** Whether this person prepares the case: who opened it, or who it is assigned to. Neither may sign it off. */
export function preparesCase(facts: Pick<CaseFacts, "preparerId" | "assigneeId">, userId: string): boolean {
  return facts.preparerId === userId || facts.assigneeId === userId;
}

/**
 * The case's rules, whatever a client sends: the state an action leads to, or why it is refused. Four eyes: a
 * case is signed off (approved, rejected or returned) only by an approver who did not prepare it; a high-risk
 * one (effective level, override included) needs `highRiskApprovers` different approvers, and stays awaiting
 * approval, its approvals recorded, until it has them.
 */
export function decideCaseAction(
  facts: CaseFacts,
  actor: CaseActor,
  action: CaseAction,
  config: Pick<CaseConfig, "highRiskApprovers">,
): CaseOutcome {
  const { state } = facts;
  switch (action.kind) {
    case "note":
    case "assign":
      if (!isActive(state)) return wrongState(state, action.kind);
      return { ok: true, to: action.kind === "note" && state === "open" ? "in-review" : state };
    case "start":
      if (state !== "open") return wrongState(state, action.kind);
      if (!preparesCase(facts, actor.userId)) return refuse("not_case_preparer", "forbidden", { key: "caseNotYours" });
      return { ok: true, to: "in-review" };
    case "prepare":
    case "submit":
      if (!WITH_PREPARER.includes(state)) return wrongState(state, action.kind);
      if (!preparesCase(facts, actor.userId)) return refuse("not_case_preparer", "forbidden", { key: "caseNotYours" });
      return { ok: true, to: action.kind === "submit" ? "awaiting-approval" : state };
    case "approve":
    case "reject":
    case "return": {
      if (state !== "awaiting-approval") return wrongState(state, action.kind);
      if (!actor.roles.includes("approver"))
        return refuse("approver_role_missing", "forbidden", { key: "caseApproverRoleMissing" });
      if (preparesCase(facts, actor.userId))
        return refuse("own_case_approval", "forbidden", { key: "caseOwnApproval" });
      if (action.kind !== "approve") {
        if (action.reason.trim() === "") return refuse("reason_missing", "bad_request", { key: "caseReasonMissing" });
        return { ok: true, to: action.kind === "reject" ? "rejected" : "returned" };
      }
      if (facts.approverIds.includes(actor.userId))
        return refuse("already_approved", "conflict", { key: "caseAlreadyApproved" });
      const needed = approvalsNeeded(facts.level, config);
      const given = new Set([...facts.approverIds, actor.userId]).size;
      return {
        ok: true,
        to: given >= needed ? "approved" : "awaiting-approval",
        recordsApproval: true,
        approvals: { given, needed },
      };
    }
  }
}

/** The refusal as the API answers it. */
export function caseRefusalError(refusal: CaseRefusal): AppError {
  return new AppError(refusal.code, refusal.text);
}
