import { preparesCase } from "@/lib/domain/cases/case-transitions";
import { ACTIVE_CASE_STATES, type CaseState, type CaseView } from "@/lib/domain/cases/case-types";
import type { Role } from "@/lib/domain/viewer/roles";

/** Why a sign-off is not offered to this viewer, in the words the page explains it with. */
export type SignOffRefusal = "own-case" | "not-approver" | "already-approved";

/** What the case page offers this viewer. The server decides again on every request: this only spares a click. */
export interface CaseActions {
  /** The decision form, and the risk override and evidence refresh (the preparer's work). */
  prepare: boolean;
  /** Approve, reject, return: offered, refused (shown disabled with the reason) or not shown at all. */
  signOff: { kind: "none" } | { kind: "offered" } | { kind: "refused"; why: SignOffRefusal };
  /** Adding notes (and editing one's own). */
  note: boolean;
}

const WITH_PREPARER: readonly CaseState[] = ["open", "in-review", "returned"];

/** The actions the case page shows a viewer, by the case's state, who prepares it and the viewer's roles. */
export function caseActionsFor(
  view: Pick<CaseView, "state" | "preparer" | "assignee" | "approvers">,
  viewer: { userId: string; roles: readonly Role[] },
): CaseActions {
  const facts = { preparerId: view.preparer.userId, assigneeId: view.assignee?.userId ?? null };
  const preparing = preparesCase(facts, viewer.userId);
  const analyst = viewer.roles.includes("analyst");
  const approver = viewer.roles.includes("approver");
  const active = (ACTIVE_CASE_STATES as readonly CaseState[]).includes(view.state);
  let signOff: CaseActions["signOff"] = { kind: "none" };
  if (view.state === "awaiting-approval" && (approver || analyst)) {
    if (preparing) signOff = { kind: "refused", why: "own-case" };
    else if (!approver) signOff = { kind: "refused", why: "not-approver" };
    else if (view.approvers.some((a) => a.userId === viewer.userId))
      signOff = { kind: "refused", why: "already-approved" };
    else signOff = { kind: "offered" };
  }
  return {
    prepare: analyst && preparing && WITH_PREPARER.includes(view.state),
    signOff,
    note: active && (analyst || approver),
  };
}
