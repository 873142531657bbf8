import { apiHandler } from "@/lib/http/api-handler";
import { registry } from "@/lib/registry/registry";

/** Liveness plus a signed round trip to the registry, so an operator sees credential problems at once. */
export const GET = apiHandler("health", async (_request, _params, scope) => {
  const started = Date.now();
  const identity = await registry().identity();
  scope.note({ upstreamStatus: 200 });
  return Response.json(
    { status: "ok", registry: { reachable: true, credential: identity.name, latencyMs: Date.now() - started } },
    { headers: { "cache-control": "no-store" } },
  );
});
