import { dependencyHealth, healthAnswer } from "@/lib/edge/admission/dependency-health";
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
  const registry = await registryHealth().answer({
    configured: Boolean(process.env.HEALTH_TOKEN),
    allowed: mayCheckRegistry(request),
  });
  if ("reachable" in registry) scope.note({ upstreamStatus: 200 });
  const answer = healthAnswer(dependencies, registry);
  return Response.json(answer, { status: answer.status === "down" ? 503 : 200, headers: NO_STORE });
});
