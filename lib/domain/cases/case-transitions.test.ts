import { describe, expect, it } from "vitest";
import { type CaseAction, type CaseFacts, caseRefusalError, decideCaseAction } from "./case-transitions";
import type { CaseState } from "./case-types";

const config = { highRiskApprovers: 2 };
const facts = (over: Partial<CaseFacts> = {}): CaseFacts => ({
  state: "awaiting-approval",
  preparerId: "prep",
  assigneeId: null,
  approverIds: [],
  level: "low",
  ...over,
});
const approver = { userId: "appr", roles: ["approver"] as const };
const preparer = { userId: "prep", roles: ["analyst", "approver"] as const };
const outcome = (f: CaseFacts, who: { userId: string; roles: readonly ("analyst" | "approver")[] }, a: CaseAction) => {
  const result = decideCaseAction(f, who, a, config);
  return result.ok ? { to: result.to, approvals: result.approvals } : { refused: result.refusal.reason };
};

describe("the case's rules", () => {
  it("moves a case from open through review to approval and a decision", () => {
    expect(outcome(facts({ state: "open" }), preparer, { kind: "start" })).toEqual({ to: "in-review" });
    expect(outcome(facts({ state: "open" }), preparer, { kind: "note" })).toEqual({ to: "in-review" });
    expect(outcome(facts({ state: "in-review" }), preparer, { kind: "note" })).toEqual({ to: "in-review" });
    for (const state of ["open", "in-review", "returned"] as const)
      expect(outcome(facts({ state }), preparer, { kind: "submit" })).toEqual({ to: "awaiting-approval" });
    expect(outcome(facts(), approver, { kind: "approve" })).toEqual({
      to: "approved",
      approvals: { given: 1, needed: 1 },
    });
    expect(outcome(facts(), approver, { kind: "reject", reason: "Sanctioned owner" })).toEqual({ to: "rejected" });
    expect(outcome(facts(), approver, { kind: "return", reason: "Explain the trust" })).toEqual({ to: "returned" });
  });

  it("lets the analyst a case is assigned to prepare it, and nobody else", () => {
    const assigned = facts({ state: "in-review", assigneeId: "other" });
    expect(outcome(assigned, { userId: "other", roles: ["analyst"] }, { kind: "submit" })).toEqual({
      to: "awaiting-approval",
    });
    expect(outcome(assigned, { userId: "third", roles: ["analyst"] }, { kind: "submit" })).toEqual({
      refused: "not_case_preparer",
    });
    expect(outcome(assigned, { userId: "third", roles: ["analyst"] }, { kind: "prepare" })).toEqual({
      refused: "not_case_preparer",
    });
  });

  it("refuses every action in a state it does not belong to, naming the state", () => {
    const wrong: [CaseState, CaseAction][] = [
      ["in-review", { kind: "start" }],
      ["awaiting-approval", { kind: "submit" }],
      ["approved", { kind: "submit" }],
      ["awaiting-approval", { kind: "prepare" }],
      ["approved", { kind: "note" }],
      ["rejected", { kind: "assign" }],
      ["in-review", { kind: "approve" }],
      ["returned", { kind: "approve" }],
      ["approved", { kind: "approve" }],
      ["open", { kind: "reject", reason: "x" }],
      ["rejected", { kind: "return", reason: "x" }],
    ];
    for (const [state, action] of wrong) {
      const result = decideCaseAction(
        facts({ state }),
        action.kind === "approve" ? approver : preparer,
        action,
        config,
      );
      expect([state, action.kind, result.ok]).toEqual([state, action.kind, false]);
      if (result.ok) continue;
      const error = caseRefusalError(result.refusal);
      expect([error.status, error.message]).toEqual([
        409,
        `A case that is ${state} cannot be given this action (${action.kind}).`,
      ]);
    }
  });

  it("refuses a sign-off by the preparer or the assignee, whatever roles they hold (403)", () => {
    for (const kind of ["approve", "reject", "return"] as const) {
      const action = kind === "approve" ? { kind } : { kind, reason: "because" };
      expect(outcome(facts(), preparer, action)).toEqual({ refused: "own_case_approval" });
      expect(outcome(facts({ assigneeId: "appr" }), approver, action)).toEqual({ refused: "own_case_approval" });
    }
    const refused = decideCaseAction(facts(), preparer, { kind: "approve" }, config);
    expect(!refused.ok && caseRefusalError(refused.refusal).status).toBe(403);
  });

  it("refuses a sign-off by an account without the approver role (403)", () => {
    const analyst = { userId: "someone", roles: ["analyst"] as const };
    for (const action of [
      { kind: "approve" },
      { kind: "reject", reason: "x" },
      { kind: "return", reason: "x" },
    ] as const) {
      const result = decideCaseAction(facts(), analyst, action, config);
      expect(result.ok ? null : [result.refusal.reason, caseRefusalError(result.refusal).status]).toEqual([
        "approver_role_missing",
        403,
      ]);
    }
  });

  it("refuses a rejection or a return without a reason (400)", () => {
    for (const kind of ["reject", "return"] as const) {
      const result = decideCaseAction(facts(), approver, { kind, reason: "  " }, config);
      expect(result.ok ? null : [result.refusal.reason, caseRefusalError(result.refusal).status]).toEqual([
        "reason_missing",
        400,
      ]);
    }
  });

  it("needs two different approvers for a high-risk case, override included", () => {
    const high = facts({ level: "high" });
    expect(outcome(high, approver, { kind: "approve" })).toEqual({
      to: "awaiting-approval",
      approvals: { given: 1, needed: 2 },
    });
    const once = facts({ level: "high", approverIds: ["appr"] });
    const again = decideCaseAction(once, approver, { kind: "approve" }, config);
    expect(again.ok ? null : [again.refusal.reason, caseRefusalError(again.refusal).status]).toEqual([
      "already_approved",
      409,
    ]);
    expect(outcome(once, { userId: "second", roles: ["approver"] }, { kind: "approve" })).toEqual({
      to: "approved",
      approvals: { given: 2, needed: 2 },
    });
    // Three, where the bank asks for three.
    const three = decideCaseAction(
      once,
      { userId: "second", roles: ["approver"] },
      { kind: "approve" },
      {
        highRiskApprovers: 3,
      },
    );
    expect(three.ok && three.to).toBe("awaiting-approval");
  });
});
