import { reasonSchema } from "@/lib/domain/cases/case-schemas";
import { rejectCase } from "@/lib/domain/cases/case-store";
import { CASE_WORK_ACCESS } from "@/lib/domain/viewer/access-rule";
import { caseActionRoute } from "../case-action-route";

/** Rejects a case awaiting approval with `{reason}` (final). An approver who did not prepare it; a refusal is written to the audit trail. Answers the case. */
export const POST = caseActionRoute({
  name: "case-reject",
  access: CASE_WORK_ACCESS,
  body: reasonSchema,
  act: ({ database, caller, caseId, body, config }) => rejectCase(database, caller, caseId, body.reason, config),
});
