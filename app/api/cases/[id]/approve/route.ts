import type { z } from "zod";
import { parseCaseConfig } from "@/lib/domain/cases/case-config";
import { parseCaseId, type caseViewSchema } from "@/lib/domain/cases/case-schemas";
import { approveCase, getCase } from "@/lib/domain/cases/case-store";
import { CASE_WORK_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";

/**
 * Approves a case awaiting approval: an approver who neither prepared it nor is assigned it, once; a high-risk
 * case needs CASE_HIGH_RISK_APPROVERS different approvers. A refusal (403, 409) is written to the audit trail.
 * Answers the case.
 */
export const POST = apiRoute<{ id: string }>(
  "case-approve",
  CASE_WORK_ACCESS,
  async (_request, { id }, { viewer, actor, db }) => {
    const caseId = parseCaseId(id);
    const database = await db();
    const config = parseCaseConfig(process.env);
    await approveCase(database, { who: viewer, actor }, caseId, config);
    return Response.json((await getCase(database, caseId, config)) satisfies z.output<typeof caseViewSchema>);
  },
);
