import { createClient } from "redis";
import { z } from "zod";
import type { SharedKv } from "./shared-kv";

/**
 * A client that fails a command at once while Redis is away (the caller goes on without it) instead of
 * queueing it, and reconnects in the background, waiting longer each time up to 5 s.
 */
export function createRedisClient(url: string) {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000) },
  });
}

export type RedisClient = ReturnType<typeof createRedisClient>;

const RELEASE = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`;

const scoredSchema = z.array(z.object({ value: z.unknown(), score: z.number() }));

function scoresOf(reply: unknown): number[] {
  return scoredSchema.parse(reply).map((entry) => entry.score);
}

/**
 * The promise's outcome, or a failure when it takes longer than `ms`. The limit is judged after the socket
 * has been read: when the process was busy past it, timers run before I/O, and an answer already waiting
 * would otherwise be taken for Redis's silence (and a lock for not taken).
 */
export function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let judged: ReturnType<typeof setImmediate> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      judged = setImmediate(() => reject(new Error(`Redis did not answer within ${ms} ms`)));
    }, ms);
  });
  return Promise.race([promise, late]).finally(() => {
    clearTimeout(timer);
    clearImmediate(judged);
  });
}

/** SharedKv over a node-redis client; a command not answered within `timeoutMs` fails (the caller goes on without). */
export function redisKv(client: RedisClient, timeoutMs = 1_000): SharedKv {
  return {
    get: (key) => within(timeoutMs, client.get(key)),
    async set(key, value, ttlMs, onlyIfAbsent = false) {
      const options = { expiration: { type: "PX" as const, value: Math.max(1, Math.round(ttlMs)) } };
      const reply = await within(
        timeoutMs,
        client.set(key, value, onlyIfAbsent ? { ...options, condition: "NX" } : options),
      );
      return reply === "OK";
    },
    async del(key) {
      await within(timeoutMs, client.del(key));
    },
    async delIfEquals(key, value) {
      await within(timeoutMs, client.eval(RELEASE, { keys: [key], arguments: [value] }));
    },
    exists: async (key) => (await within(timeoutMs, client.exists(key))) > 0,
    async noteTime(key, member, nowMs, windowMs) {
      const replies = await within(
        timeoutMs,
        client
          .multi()
          .zAdd(key, { score: nowMs, value: member })
          .zRemRangeByScore(key, Number.NEGATIVE_INFINITY, nowMs - windowMs)
          .pExpire(key, Math.max(1, Math.round(windowMs)))
          .zRangeWithScores(key, 0, -1)
          .exec(),
      );
      return scoresOf(replies.at(-1));
    },
    async recentTimes(key, nowMs, windowMs) {
      const replies = await within(
        timeoutMs,
        client
          .multi()
          .zRemRangeByScore(key, Number.NEGATIVE_INFINITY, nowMs - windowMs)
          .zRangeWithScores(key, 0, -1)
          .exec(),
      );
      return scoresOf(replies.at(-1));
    },
  };
}
