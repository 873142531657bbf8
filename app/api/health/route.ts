import { dependencyHealth } from "@/lib/http/dependency-health";
import { PUBLIC_ACCESS } from "@/lib/auth/access-rule";
import { apiRoute } from "@/lib/http/api-route";
import { registry } from "@/lib/registry/registry";
import { mayCheckRegistry } from "@/lib/security/health-access";

const NO_STORE = { "cache-control": "no-store" };

/**
 * Liveness and the instance's dependencies: 503 without its database (nothing can be looked up without an
 * audit trail), "degraded" without Redis (lookups go on without the shared cache). Plus a signed round
 * trip to the registry, so an operator sees credential problems at once, for callers holding HEALTH_TOKEN
 * when it is set (anyone else must not spend the quota).
 */
export const GET = apiRoute("health", PUBLIC_ACCESS, async (request, _params, scope) => {
  const dependencies = await dependencyHealth();
  const status = dependencies.database === "down" ? "down" : dependencies.redis === "down" ? "degraded" : "ok";
  const init = { status: status === "down" ? 503 : 200, headers: NO_STORE };
  if (!mayCheckRegistry(request)) {
    return Response.json({ status, dependencies, registry: "not checked: send HEALTH_TOKEN to check it" }, init);
  }
  const started = Date.now();
  const identity = await registry().identity();
  scope.note({ upstreamStatus: 200 });
  return Response.json(
    {
      status,
      dependencies,
      registry: { reachable: true, credential: identity.name, latencyMs: Date.now() - started },
    },
    init,
  );
});
