import { AppError } from "@/lib/errors/app-error";
import { clientKey } from "./client-key";
import { parseRateLimitConfig } from "./rate-limit-config";
import { TokenBuckets } from "./token-bucket";

let buckets: TokenBuckets | undefined;

/**
 * Spends one /api token of the request's client. Returns undefined when allowed, else the
 * rate_limited error to answer with (its retryAfter becomes the Retry-After header).
 */
export function checkApiRateLimit(headers: Headers, nowMs: number = Date.now()): AppError | undefined {
  buckets ??= new TokenBuckets(parseRateLimitConfig(process.env));
  const result = buckets.take(clientKey(headers), nowMs);
  if (result.allowed) return undefined;
  return new AppError(
    "rate_limited",
    `Too many lookups from this browser. Wait ${result.retryAfterSeconds} s and try again.`,
    { retryAfter: result.retryAfterSeconds },
  );
}
