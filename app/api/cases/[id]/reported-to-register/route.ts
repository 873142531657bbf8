import { markReportedToRegister } from "@/lib/domain/cases/case-store";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { caseActionRoute } from "../case-action-route";

/** Records that a discrepancy case's finding was reported to the register, by whom and when (once); answers the case. */
export const POST = caseActionRoute({
  name: "case-reported-to-register",
  access: ANALYST_ACCESS,
  act: ({ database, caller, caseId }) => markReportedToRegister(database, caller, caseId),
});
