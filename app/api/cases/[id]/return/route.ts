import type { z } from "zod";
import { parseCaseConfig } from "@/lib/domain/cases/case-config";
import { parseCaseId, reasonSchema, type caseViewSchema } from "@/lib/domain/cases/case-schemas";
import { getCase, returnCase } from "@/lib/domain/cases/case-store";
import { CASE_WORK_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { readJsonBody } from "@/lib/platform/http/read-json-body";

/** Returns a case awaiting approval to its preparer with `{reason}`; its approvals so far are cleared. An approver who did not prepare it; a refusal is written to the audit trail. Answers the case. */
export const POST = apiRoute<{ id: string }>(
  "case-return",
  CASE_WORK_ACCESS,
  async (request, { id }, { viewer, actor, db }) => {
    const caseId = parseCaseId(id);
    const { reason } = await readJsonBody(request, reasonSchema);
    const database = await db();
    const config = parseCaseConfig(process.env);
    await returnCase(database, { who: viewer, actor }, caseId, reason, config);
    return Response.json((await getCase(database, caseId, config)) satisfies z.output<typeof caseViewSchema>);
  },
);
