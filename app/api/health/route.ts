import { dependencyHealth } from "@/lib/edge/admission/dependency-health";
import { PUBLIC_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { registryHealth } from "@/lib/registry/client/registry";
import { mayCheckRegistry } from "@/lib/edge/security/health-access";

const NO_STORE = { "cache-control": "no-store" };

/**
 * Liveness and the instance's dependencies: 503 without its database (nothing can be looked up without an
 * audit trail), "degraded" without Redis (lookups go on without the shared cache). Plus a signed round
 * trip to the registry for callers holding HEALTH_TOKEN (see createRegistryHealth).
 */
export const GET = apiRoute("health", PUBLIC_ACCESS, async (request, _params, scope) => {
  const dependencies = await dependencyHealth();
  const status = dependencies.database === "down" ? "down" : dependencies.redis === "down" ? "degraded" : "ok";
  const init = { status: status === "down" ? 503 : 200, headers: NO_STORE };
  const registry = await registryHealth().answer({
    configured: Boolean(process.env.HEALTH_TOKEN),
    allowed: mayCheckRegistry(request),
  });
  if ("reachable" in registry) scope.note({ upstreamStatus: 200 });
  return Response.json({ status, dependencies, registry }, init);
});
