import { submitSchema } from "@/lib/domain/cases/case-schemas";
import { submitCase } from "@/lib/domain/cases/case-store";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { caseActionRoute } from "../case-action-route";

/** Submits `{decision, conclusion}` for approval, from open, in review or returned; answers the case. */
export const POST = caseActionRoute({
  name: "case-submit",
  access: ANALYST_ACCESS,
  body: submitSchema,
  act: ({ database, caller, caseId, body }) => submitCase(database, caller, caseId, body),
});
