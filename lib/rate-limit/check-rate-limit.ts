import { AppError } from "@/lib/errors/app-error";
import { parseRateLimitConfig } from "./rate-limit-config";
import { TokenBuckets } from "./token-bucket";

let buckets: TokenBuckets | undefined;

/**
 * Spends one token of the client's (see clientKey) for a page or API request. Returns undefined
 * when allowed, else the rate_limited error to answer with (its retryAfter becomes Retry-After).
 */
export function checkRateLimit(key: string, nowMs: number = Date.now()): AppError | undefined {
  buckets ??= new TokenBuckets(parseRateLimitConfig(process.env));
  const result = buckets.take(key, nowMs);
  if (result.allowed) return undefined;
  return new AppError(
    "rate_limited",
    `Too many requests from this browser. Wait ${result.retryAfterSeconds} s and try again.`,
    { retryAfter: result.retryAfterSeconds },
  );
}
