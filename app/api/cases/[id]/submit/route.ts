import type { z } from "zod";
import { parseCaseConfig } from "@/lib/domain/cases/case-config";
import { parseCaseId, submitSchema, type caseViewSchema } from "@/lib/domain/cases/case-schemas";
import { getCase, submitCase } from "@/lib/domain/cases/case-store";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { readJsonBody } from "@/lib/platform/http/read-json-body";

/** Submits `{decision, conclusion}` for approval, from open, in review or returned; answers the case. */
export const POST = apiRoute<{ id: string }>(
  "case-submit",
  ANALYST_ACCESS,
  async (request, { id }, { viewer, actor, db }) => {
    const caseId = parseCaseId(id);
    const submission = await readJsonBody(request, submitSchema);
    const database = await db();
    await submitCase(database, { who: viewer, actor }, caseId, submission);
    const view = await getCase(database, caseId, parseCaseConfig(process.env));
    return Response.json(view satisfies z.output<typeof caseViewSchema>);
  },
);
