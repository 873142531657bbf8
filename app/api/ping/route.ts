import { apiGate } from "@/lib/http/api-gate";

// Rendered on every request: as a liveness probe it must show the server answering. The benchmark compares
// it with /api/floor, the same answer without the gate.
export const dynamic = "force-dynamic";

/** Liveness: a constant answer with no registry call and no app logic. */
export function GET(request: Request): Promise<Response> {
  return apiGate(request, () => Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } }));
}
