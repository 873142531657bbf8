import { apiHandler } from "@/lib/http/api-handler";
import { registry } from "@/lib/registry/registry";
import { mayCheckRegistry } from "@/lib/security/health-access";

const NO_STORE = { "cache-control": "no-store" };

/**
 * Liveness; plus a signed round trip to the registry, so an operator sees credential problems at
 * once, for callers holding HEALTH_TOKEN when it is set (anyone else must not spend the quota).
 */
export const GET = apiHandler("health", async (request, _params, scope) => {
  if (!mayCheckRegistry(request)) {
    return Response.json(
      { status: "ok", registry: "not checked: send HEALTH_TOKEN to check it" },
      { headers: NO_STORE },
    );
  }
  const started = Date.now();
  const identity = await registry().identity();
  scope.note({ upstreamStatus: 200 });
  return Response.json(
    { status: "ok", registry: { reachable: true, credential: identity.name, latencyMs: Date.now() - started } },
    { headers: NO_STORE },
  );
});
