import { PUBLIC_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiGate, LIVENESS_ANSWER } from "@/lib/edge/admission/api-gate";

// Rendered on every request: as a liveness probe it must show the server answering. The benchmark compares
// it with the bare reference app's /api/floor, the same answer with nothing of the app in front.
export const dynamic = "force-dynamic";

/** Liveness: a constant answer with no registry call and no app logic (apiGate alone, not apiRoute's logging). */
export const GET = Object.assign(
  (request: Request): Promise<Response> =>
    apiGate(request, () => Response.json(LIVENESS_ANSWER, { headers: { "cache-control": "no-store" } })),
  { access: PUBLIC_ACCESS },
);
