import type { z } from "zod";
import { parseCaseConfig } from "@/lib/domain/cases/case-config";
import { parseCaseId, riskOverrideSchema, type caseViewSchema } from "@/lib/domain/cases/case-schemas";
import { getCase, overrideRisk } from "@/lib/domain/cases/case-store";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { readJsonBody } from "@/lib/platform/http/read-json-body";

/**
 * Overrides the model's risk level `{level, reason}`, or removes the override `{level: null}` (the case's preparer
 * or assignee, before it is submitted); approved with the case. Answers the case.
 */
export const POST = apiRoute<{ id: string }>(
  "case-risk-override",
  ANALYST_ACCESS,
  async (request, { id }, { viewer, actor, db }) => {
    const caseId = parseCaseId(id);
    const override = await readJsonBody(request, riskOverrideSchema);
    const database = await db();
    await overrideRisk(database, { who: viewer, actor }, caseId, override);
    const view = await getCase(database, caseId, parseCaseConfig(process.env));
    return Response.json(view satisfies z.output<typeof caseViewSchema>);
  },
);
