import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { type RedisClient, within } from "@/lib/platform/redis/redis-kv";
import type { RateLimitOptions, TakeResult, TokenBuckets } from "./token-bucket";

export interface RateLimiter {
  take(key: string, nowMs: number): Promise<TakeResult>;
}

// A Redis that hangs must not hold a request up: past this the request is counted in this process.
const REDIS_WAIT_MS = 500;

/**
 * One limit across every instance, counted in Redis: `burst` requests per window of the time the sustained
 * rate takes to earn them again, so the sustained rate stays RATE_LIMIT_PER_MINUTE. While Redis is away
 * each instance counts alone (its own token buckets), so nobody is refused because Redis is.
 */
export function sharedRateLimiter(client: RedisClient, options: RateLimitOptions, local: TokenBuckets): RateLimiter {
  const limiter = new RateLimiterRedis({
    storeClient: client,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    keyPrefix: "registry-lens:rate",
    points: options.burst,
    duration: Math.max(1, Math.round((options.burst / options.perMinute) * 60)),
  });
  return {
    async take(key, nowMs) {
      try {
        const granted = await within(REDIS_WAIT_MS, limiter.consume(key));
        return { allowed: true, remaining: granted.remainingPoints };
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) return local.take(key, nowMs);
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      }
    },
  };
}
