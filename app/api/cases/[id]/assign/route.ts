import type { z } from "zod";
import { parseCaseConfig } from "@/lib/domain/cases/case-config";
import { assignSchema, parseCaseId, type caseViewSchema } from "@/lib/domain/cases/case-schemas";
import { assignCase, getCase } from "@/lib/domain/cases/case-store";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { readJsonBody } from "@/lib/platform/http/read-json-body";

/** Assigns an active case to an enabled analyst `{assigneeId}`; answers the case. */
export const POST = apiRoute<{ id: string }>(
  "case-assign",
  ANALYST_ACCESS,
  async (request, { id }, { viewer, actor, db }) => {
    const caseId = parseCaseId(id);
    const { assigneeId } = await readJsonBody(request, assignSchema);
    const database = await db();
    await assignCase(database, { who: viewer, actor }, caseId, assigneeId);
    const view = await getCase(database, caseId, parseCaseConfig(process.env));
    return Response.json(view satisfies z.output<typeof caseViewSchema>);
  },
);
