import { PUBLIC_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiGate } from "@/lib/edge/admission/api-gate";

// Rendered on every request: as a liveness probe it must show the server answering. The benchmark compares
// it with /api/floor, the same answer without the gate.
export const dynamic = "force-dynamic";

/** Liveness: a constant answer with no registry call and no app logic (apiGate alone, not apiRoute's logging). */
export const GET = Object.assign(
  (request: Request): Promise<Response> =>
    apiGate(request, () => Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } })),
  { access: PUBLIC_ACCESS },
);
