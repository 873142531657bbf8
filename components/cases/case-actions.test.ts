import { describe, expect, it } from "vitest";
import type { CaseView } from "@/lib/domain/cases/case-types";
import { caseActionsFor } from "./case-actions";

const person = (userId: string) => ({ userId, name: userId });
const at = (state: CaseView["state"], approvers: string[] = []) => ({
  state,
  preparer: person("anna"),
  assignee: person("ben"),
  approvers: approvers.map((id) => ({ ...person(id), at: "2026-03-01T10:00:00Z" })),
});
const anna = { userId: "anna", roles: ["analyst"] as const };
const ben = { userId: "ben", roles: ["analyst"] as const };
const carl = { userId: "carl", roles: ["approver"] as const };
const admin = { userId: "anna", roles: ["analyst", "approver", "auditor", "admin", "personal-data"] as const };
const auditor = { userId: "dana", roles: ["auditor"] as const };

describe("the actions the case page offers", () => {
  it("gives the preparer and the assignee the decision form while the case is with them, never afterwards", () => {
    for (const state of ["open", "in-review", "returned"] as const) {
      expect(caseActionsFor(at(state), anna).prepare, state).toBe(true);
      expect(caseActionsFor(at(state), ben).prepare, state).toBe(true);
      expect(caseActionsFor(at(state), carl).prepare, state).toBe(false);
    }
    for (const state of ["awaiting-approval", "approved", "rejected"] as const)
      expect(caseActionsFor(at(state), anna).prepare, state).toBe(false);
  });

  it("offers an approver the sign-off only while the case awaits approval", () => {
    expect(caseActionsFor(at("awaiting-approval"), carl).signOff).toEqual({ kind: "offered" });
    expect(caseActionsFor(at("in-review"), carl).signOff).toEqual({ kind: "none" });
    expect(caseActionsFor(at("approved"), carl).signOff).toEqual({ kind: "none" });
  });

  it("shows the preparer the sign-off refused as their own case, even with every role", () => {
    expect(caseActionsFor(at("awaiting-approval"), admin).signOff).toEqual({ kind: "refused", why: "own-case" });
    expect(caseActionsFor(at("awaiting-approval"), ben).signOff).toEqual({ kind: "refused", why: "own-case" });
  });

  it("tells another analyst the role is missing, and an approver who approved that another must", () => {
    const colleague = { userId: "eva", roles: ["analyst"] as const };
    expect(caseActionsFor(at("awaiting-approval"), colleague).signOff).toEqual({
      kind: "refused",
      why: "not-approver",
    });
    expect(caseActionsFor(at("awaiting-approval", ["carl"]), carl).signOff).toEqual({
      kind: "refused",
      why: "already-approved",
    });
  });

  it("leaves an auditor reading: no form, no sign-off, no notes", () => {
    expect(caseActionsFor(at("awaiting-approval"), auditor)).toEqual({
      prepare: false,
      signOff: { kind: "none" },
      note: false,
    });
    expect(caseActionsFor(at("in-review"), carl).note).toBe(true);
    expect(caseActionsFor(at("approved"), anna).note).toBe(false);
  });
});
