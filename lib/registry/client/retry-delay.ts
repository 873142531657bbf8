import { AppError } from "@/lib/platform/errors/app-error";
import { retryAfterSeconds } from "./check-status";
import type { RawResponse } from "./send-request";

export const MAX_RETRIES = 2;
const BASE_DELAY_MS = 200;
const MAX_RETRY_AFTER_MS = 3_000;

/**
 * How long to wait before retrying an idempotent GET, or undefined when it must not be retried:
 * network failures, 502/503/504 and 429 are retried (429 honouring Retry-After when it is short);
 * other statuses, including every other 4xx, never are. Backoff is exponential with full jitter.
 */
export function retryDelay(
  outcome: { response: RawResponse } | { error: unknown },
  attempt: number,
  nowMs: number,
  random: () => number,
): number | undefined {
  const backoff = Math.round(random() * BASE_DELAY_MS * 2 ** attempt);
  if ("error" in outcome) {
    return outcome.error instanceof AppError && outcome.error.code === "upstream_unavailable" ? backoff : undefined;
  }
  const { status } = outcome.response;
  if (status === 429) {
    const after = retryAfterSeconds(outcome.response, nowMs);
    if (after === undefined) return backoff;
    // A longer wait than we may spend is the caller's to honour: answer with the rate-limit error.
    return after * 1000 <= MAX_RETRY_AFTER_MS ? after * 1000 : undefined;
  }
  return status === 502 || status === 503 || status === 504 ? backoff : undefined;
}
