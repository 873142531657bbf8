import { assignSchema } from "@/lib/domain/cases/case-schemas";
import { assignCase } from "@/lib/domain/cases/case-store";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { caseActionRoute } from "../case-action-route";

/** Assigns an active case to an enabled analyst `{assigneeId}`; answers the case. */
export const POST = caseActionRoute({
  name: "case-assign",
  access: ANALYST_ACCESS,
  body: assignSchema,
  act: ({ database, caller, caseId, body }) => assignCase(database, caller, caseId, body.assigneeId),
});
