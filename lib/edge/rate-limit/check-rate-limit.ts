import type { Viewer } from "@/lib/domain/viewer/viewer";
import { AppError } from "@/lib/platform/errors/app-error";
import { processWide } from "@/lib/platform/concurrency/process-wide";
import { redisConnection } from "@/lib/platform/redis/redis-connection";
import { clientKey } from "./client-key";
import { parseRateLimitConfig } from "./rate-limit-config";
import { type RateLimiter, sharedRateLimiter } from "./shared-rate-limiter";
import { TokenBuckets } from "./token-bucket";

// One per process: pages (proxy.ts) and the API (apiGate) are separate module graphs, and spend one budget.
const slot = processWide<{ limiter?: RateLimiter }>("rate-limiter", () => ({}));

function createLimiter(): RateLimiter {
  const options = parseRateLimitConfig(process.env);
  const local = new TokenBuckets(options);
  const redis = redisConnection();
  return redis
    ? sharedRateLimiter(redis.client, options, local)
    : { take: async (key, nowMs) => local.take(key, nowMs) };
}

/**
 * Spends one token for a page or API request: the signed-in account's, an API token's own (each token of an
 * account has its budget, apart from the account's browser sessions), or where nobody is signed in the
 * client's (see clientKey); shared by every instance when REDIS_URL is set. Returns undefined when allowed, else
 * the rate_limited error to answer with (its retryAfter becomes Retry-After).
 */
export async function checkRateLimit(
  headers: Headers,
  viewer: Viewer | null,
  nowMs: number = Date.now(),
): Promise<AppError | undefined> {
  slot.limiter ??= createLimiter();
  const key = viewer?.tokenId ? `token:${viewer.tokenId}` : viewer ? `user:${viewer.userId}` : clientKey(headers);
  const result = await slot.limiter.take(key, nowMs);
  if (result.allowed) return undefined;
  return new AppError(
    "rate_limited",
    { key: "rateLimited", values: { seconds: String(result.retryAfterSeconds) } },
    { retryAfter: result.retryAfterSeconds },
  );
}
