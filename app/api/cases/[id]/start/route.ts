import { startCase } from "@/lib/domain/cases/case-store";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { caseActionRoute } from "../case-action-route";

/** Starts work on an open case (its preparer or assignee): open → in review. A first note does it too. */
export const POST = caseActionRoute({
  name: "case-start",
  access: ANALYST_ACCESS,
  act: ({ database, caller, caseId }) => startCase(database, caller, caseId),
});
