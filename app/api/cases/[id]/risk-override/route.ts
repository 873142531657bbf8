import { riskOverrideSchema } from "@/lib/domain/cases/case-schemas";
import { overrideRisk } from "@/lib/domain/cases/case-store";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { caseActionRoute } from "../case-action-route";

/**
 * Overrides the model's risk level `{level, reason}`, or removes the override `{level: null}` (the case's preparer
 * or assignee, before it is submitted); approved with the case. Answers the case.
 */
export const POST = caseActionRoute({
  name: "case-risk-override",
  access: ANALYST_ACCESS,
  body: riskOverrideSchema,
  act: ({ database, caller, caseId, body }) => overrideRisk(database, caller, caseId, body),
});
