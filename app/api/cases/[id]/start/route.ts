import type { z } from "zod";
import { parseCaseConfig } from "@/lib/domain/cases/case-config";
import { parseCaseId, type caseViewSchema } from "@/lib/domain/cases/case-schemas";
import { getCase, startCase } from "@/lib/domain/cases/case-store";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";

/** Starts work on an open case (its preparer or assignee): open → in review. A first note does it too. */
export const POST = apiRoute<{ id: string }>(
  "case-start",
  ANALYST_ACCESS,
  async (_request, { id }, { viewer, actor, db }) => {
    const caseId = parseCaseId(id);
    const database = await db();
    await startCase(database, { who: viewer, actor }, caseId);
    const view = await getCase(database, caseId, parseCaseConfig(process.env));
    return Response.json(view satisfies z.output<typeof caseViewSchema>);
  },
);
