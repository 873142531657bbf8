import "server-only";
import { z } from "zod";
import { answerSchema } from "@/lib/platform/http/answer-schema";
import { type RegistryHealthAnswer, registryHealthAnswerSchema } from "@/lib/registry/client/registry-health";
import { openAppDatabase } from "@/lib/platform/db/db";
import { redisConnection } from "@/lib/platform/redis/redis-connection";
import { within } from "@/lib/platform/redis/redis-kv";

/** "off" for Redis means REDIS_URL is unset: everything it would share stays in this process. */
export interface DependencyHealth {
  database: "ok" | "down";
  redis: "ok" | "down" | "off";
}

// A probe must answer even when a dependency hangs.
const PROBE_MS = 2_000;

/** Whether this instance reaches its database and, when configured, Redis, each asked once now. */
export async function dependencyHealth(): Promise<DependencyHealth> {
  const redis = redisConnection();
  const [database, shared] = await Promise.all([
    within(
      PROBE_MS,
      openAppDatabase().then((open) => open.executeSql("select 1", [])),
    ).then(
      () => "ok" as const,
      () => "down" as const,
    ),
    redis
      ? within(PROBE_MS, redis.client.ping()).then(
          () => "ok" as const,
          () => "down" as const,
        )
      : ("off" as const),
  ]);
  return { database, redis: shared };
}

/** The health answer: "down" without the database, "degraded" without Redis (the shared cache), else "ok". */
export function healthAnswer(dependencies: DependencyHealth, registry: RegistryHealthAnswer) {
  const status = dependencies.database === "down" ? "down" : dependencies.redis === "down" ? "degraded" : "ok";
  return { status, dependencies, registry } as const;
}

/** GET /api/health (503 when "down"). */
export const healthAnswerSchema = answerSchema<ReturnType<typeof healthAnswer>>()(
  z.strictObject({
    status: z.enum(["ok", "degraded", "down"]),
    dependencies: z.strictObject({
      database: z.enum(["ok", "down"]),
      redis: z.enum(["ok", "down", "off"]).describe("off: REDIS_URL is unset"),
    }),
    registry: registryHealthAnswerSchema,
  }),
);
