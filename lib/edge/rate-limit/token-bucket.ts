import { LruMap } from "@/lib/platform/cache/lru-map";

export interface RateLimitOptions {
  /** Sustained rate: tokens added per minute. */
  perMinute: number;
  /** Bucket size: how many requests may come at once after a quiet period. */
  burst: number;
  /** Most clients remembered; the least recently seen are forgotten first. */
  maxClients?: number;
}

export type TakeResult = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/**
 * Token buckets per client key. Pure: the caller passes the time, so tests need no clock.
 * Memory is bounded: a bucket that has refilled completely is forgotten (it equals a new one),
 * and beyond maxClients the least recently used bucket is dropped.
 */
export class TokenBuckets {
  private readonly buckets: LruMap<string, Bucket>;
  private readonly perMs: number;
  private readonly burst: number;

  constructor(options: RateLimitOptions) {
    this.perMs = options.perMinute / 60_000;
    this.burst = options.burst;
    this.buckets = new LruMap({ maxEntries: options.maxClients ?? 10_000 });
  }

  take(key: string, nowMs: number): TakeResult {
    const bucket = this.buckets.peek(key) ?? { tokens: this.burst, updatedAt: nowMs };
    const elapsed = Math.max(0, nowMs - bucket.updatedAt);
    bucket.tokens = Math.min(this.burst, bucket.tokens + elapsed * this.perMs);
    bucket.updatedAt = nowMs;
    this.buckets.set(key, bucket);
    const fullAfterMs = this.burst / this.perMs;
    this.buckets.forgetOldestWhile((other) => nowMs - other.updatedAt >= fullAfterMs);

    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true, remaining: Math.floor(bucket.tokens) };
    }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / this.perMs / 1000)) };
  }

  /** Number of clients currently remembered. */
  get size(): number {
    return this.buckets.size;
  }
}
