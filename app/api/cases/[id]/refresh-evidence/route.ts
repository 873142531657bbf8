import type { z } from "zod";
import { type evidenceRefreshedSchema, parseCaseId } from "@/lib/domain/cases/case-schemas";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { refreshEvidence } from "@/lib/features/cases/case-service";

/**
 * Pins the case's evidence again (its preparer or assignee, before it is submitted): the entity and its ownership
 * structure as they are now, the risk assessed again; answers what changed since the case pinned it.
 */
export const POST = apiRoute<{ id: string }>(
  "case-refresh-evidence",
  ANALYST_ACCESS,
  async (_request, { id }, { viewer, actor, db }) => {
    const difference = await refreshEvidence({ db: await db(), viewer, actor, caseId: parseCaseId(id) });
    return Response.json(difference satisfies z.output<typeof evidenceRefreshedSchema>);
  },
);
