import { ownershipFor } from "@/lib/features/ownership/ownership-service";
import { NO_STORE, OWNERSHIP_WAIT_MS, ownershipResponse } from "@/lib/features/ownership/ownership-response";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";

/**
 * Who ultimately owns and controls the entity, as this viewer may see it; 202 with the progress while the
 * records are still being read (the same request later answers 200).
 */
export const GET = apiRoute<{ regcode: string }>(
  "legal-entities/ownership",
  ANALYST_ACCESS,
  async (_request, params, scope) => {
    const answer = await ownershipFor({
      regcode: scope.parseRegcode(params.regcode),
      viewer: scope.viewer,
      actor: scope.actor,
      waitMs: OWNERSHIP_WAIT_MS,
    });
    return ownershipResponse(answer, (determination) => Response.json(determination, { headers: NO_STORE }));
  },
);
