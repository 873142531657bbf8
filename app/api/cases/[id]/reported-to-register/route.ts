import type { z } from "zod";
import { parseCaseConfig } from "@/lib/domain/cases/case-config";
import { parseCaseId, type caseViewSchema } from "@/lib/domain/cases/case-schemas";
import { getCase, markReportedToRegister } from "@/lib/domain/cases/case-store";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";

/** Records that a discrepancy case's finding was reported to the register, by whom and when (once); answers the case. */
export const POST = apiRoute<{ id: string }>(
  "case-reported-to-register",
  ANALYST_ACCESS,
  async (_request, { id }, { viewer, actor, db }) => {
    const caseId = parseCaseId(id);
    const database = await db();
    await markReportedToRegister(database, { who: viewer, actor }, caseId);
    const view = await getCase(database, caseId, parseCaseConfig(process.env));
    return Response.json(view satisfies z.output<typeof caseViewSchema>);
  },
);
