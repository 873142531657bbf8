import { AppError } from "@/lib/errors/app-error";
import { redisConnection } from "@/lib/redis/redis-connection";
import { parseRateLimitConfig } from "./rate-limit-config";
import { type RateLimiter, sharedRateLimiter } from "./shared-rate-limiter";
import { TokenBuckets } from "./token-bucket";

let limiter: RateLimiter | undefined;

function createLimiter(): RateLimiter {
  const options = parseRateLimitConfig(process.env);
  const local = new TokenBuckets(options);
  const redis = redisConnection();
  return redis
    ? sharedRateLimiter(redis.client, options, local)
    : { take: async (key, nowMs) => local.take(key, nowMs) };
}

/**
 * Spends one token of the client's (see clientKey) for a page or API request, shared by every instance
 * when REDIS_URL is set. Returns undefined when allowed, else the rate_limited error to answer with (its
 * retryAfter becomes Retry-After).
 */
export async function checkRateLimit(key: string, nowMs: number = Date.now()): Promise<AppError | undefined> {
  limiter ??= createLimiter();
  const result = await limiter.take(key, nowMs);
  if (result.allowed) return undefined;
  return new AppError(
    "rate_limited",
    { key: "rateLimited", values: { seconds: String(result.retryAfterSeconds) } },
    { retryAfter: result.retryAfterSeconds },
  );
}
