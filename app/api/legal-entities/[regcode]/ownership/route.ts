import { ownershipFor } from "@/lib/features/ownership/ownership-service";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";

// Long enough for a structure the cache holds; a cold one answers 202 and goes on meanwhile.
const WAIT_MS = 2_000;
// It names persons where the viewer may see them: never kept by shared caches.
const NO_STORE = { "cache-control": "private, no-store" };

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
      waitMs: WAIT_MS,
    });
    if (answer.state === "resolving") {
      return Response.json(
        { status: "resolving", progress: answer.progress },
        { status: 202, headers: { ...NO_STORE, "retry-after": "1" } },
      );
    }
    return Response.json(answer.determination, { headers: NO_STORE });
  },
);
