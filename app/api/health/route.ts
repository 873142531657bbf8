import { errorResponse } from "@/lib/http/error-response";
import { registry } from "@/lib/registry/registry";

/** Liveness plus a signed round trip to the registry, so an operator sees credential problems at once. */
export async function GET() {
  const started = Date.now();
  try {
    const identity = await registry().identity();
    return Response.json(
      { status: "ok", registry: { reachable: true, credential: identity.name, latencyMs: Date.now() - started } },
      { headers: { "cache-control": "no-store" } },
    );
  } catch (error) {
    return errorResponse(error);
  }
}
