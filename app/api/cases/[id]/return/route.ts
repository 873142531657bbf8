import { reasonSchema } from "@/lib/domain/cases/case-schemas";
import { returnCase } from "@/lib/domain/cases/case-store";
import { CASE_WORK_ACCESS } from "@/lib/domain/viewer/access-rule";
import { caseActionRoute } from "../case-action-route";

/** Returns a case awaiting approval to its preparer with `{reason}`; its approvals so far are cleared. An approver who did not prepare it; a refusal is written to the audit trail. Answers the case. */
export const POST = caseActionRoute({
  name: "case-return",
  access: CASE_WORK_ACCESS,
  body: reasonSchema,
  act: ({ database, caller, caseId, body, config }) => returnCase(database, caller, caseId, body.reason, config),
});
