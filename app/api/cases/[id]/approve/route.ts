import { approveCase } from "@/lib/domain/cases/case-store";
import { CASE_WORK_ACCESS } from "@/lib/domain/viewer/access-rule";
import { caseActionRoute } from "../case-action-route";

/**
 * Approves a case awaiting approval: an approver who neither prepared it nor is assigned it, once; a high-risk
 * case needs CASE_HIGH_RISK_APPROVERS different approvers. A refusal (403, 409) is written to the audit trail.
 * Answers the case.
 */
export const POST = caseActionRoute({
  name: "case-approve",
  access: CASE_WORK_ACCESS,
  act: ({ database, caller, caseId, config }) => approveCase(database, caller, caseId, config),
});
