import "server-only";
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
