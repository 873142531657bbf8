import "server-only";
import { logger } from "@/lib/platform/log/logger";
import { processWide } from "@/lib/platform/concurrency/process-wide";
import { parseRedisConfig } from "./redis-config";
import { createRedisClient, type RedisClient, redisKv } from "./redis-kv";
import type { SharedKv } from "./shared-kv";

interface Connection {
  client: RedisClient;
  kv: SharedKv;
}

// One per process; null once it is known that REDIS_URL is not set.
const slot = processWide<{ connection?: Connection | null }>("redis", () => ({}));

/** How often a lost connection is reported: once when lost, then at most every minute while it stays lost. */
const REPORT_EVERY_MS = 60_000;

function connect(url: string): Connection {
  const client = createRedisClient(url);
  let reportedAt = Number.NEGATIVE_INFINITY;
  client.on("error", (error: unknown) => {
    if (Date.now() - reportedAt < REPORT_EVERY_MS) return;
    reportedAt = Date.now();
    logger.warn(
      { event: "redis-unavailable", err: error },
      "Redis is unavailable: lookups go to the registry without the shared cache until it is back",
    );
  });
  client.on("ready", () => {
    reportedAt = Number.NEGATIVE_INFINITY;
    logger.info({ event: "redis-ready" }, "connected to Redis");
  });
  // Keeps trying in the background (reconnectStrategy); until then every command fails at once.
  client.connect().catch(() => undefined);
  return { client, kv: redisKv(client) };
}

/** The process's Redis connection when REDIS_URL is set, else null (everything stays in this process). */
export function redisConnection(): Connection | null {
  if (slot.connection === undefined) {
    const { url } = parseRedisConfig(process.env);
    slot.connection = url ? connect(url) : null;
  }
  return slot.connection;
}
