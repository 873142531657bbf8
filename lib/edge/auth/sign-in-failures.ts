import { createHash, randomUUID } from "node:crypto";
import type { SharedKv } from "@/lib/platform/redis/shared-kv";

export interface FailureLimit {
  /** Failures allowed within the window before further attempts are refused. */
  max: number;
  windowMs: number;
}

/** With REDIS_URL: failures are counted once for every instance, under this namespace. */
export interface SharedFailures {
  kv: SharedKv;
  namespace: string;
}

/** Keys name an account's email or an address: Redis sees only their SHA-256. */
const hashed = (key: string) => createHash("sha256").update(key).digest("hex");

/**
 * Counts failed sign-ins per key (an account, an address) in a sliding window. Only failures count,
 * so colleagues behind one address who type their passwords right are never held up. With `shared`, the
 * count is kept in Redis, so several instances cannot multiply an attacker's tries; while Redis cannot
 * be asked, each instance counts in its own memory.
 */
export class SignInFailures {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: FailureLimit,
    private readonly shared: SharedFailures | null = null,
    private readonly maxKeys = 10_000,
  ) {}

  /** Failures allowed within the window. */
  get max(): number {
    return this.limit.max;
  }

  /** Failures of the key within the window. */
  async failureCount(key: string, nowMs: number): Promise<number> {
    return (await this.times(key, nowMs)).length;
  }

  /** Seconds until the key may try again; 0 when it may now. */
  async retryAfterSeconds(key: string, nowMs: number): Promise<number> {
    const times = await this.times(key, nowMs);
    if (times.length < this.limit.max) return 0;
    return Math.ceil((times[times.length - this.limit.max] + this.limit.windowMs - nowMs) / 1000);
  }

  async recordFailure(key: string, nowMs: number): Promise<void> {
    if (this.shared) {
      const { kv, namespace } = this.shared;
      const noted = await kv.noteTime(namespace + hashed(key), randomUUID(), nowMs, this.limit.windowMs).then(
        () => true,
        () => false,
      );
      if (noted) return;
    }
    const times = this.recent(key, nowMs);
    if (times.length === 0 && this.failures.size >= this.maxKeys) {
      // Forget the oldest key rather than grow without bound under a spray of guessed accounts.
      const oldest = this.failures.keys().next().value;
      if (oldest !== undefined) this.failures.delete(oldest);
    }
    // A few past max, so failureCount can tell how far over it a key is.
    this.failures.set(key, [...times, nowMs].slice(-(this.limit.max + 32)));
  }

  async clear(key: string): Promise<void> {
    this.failures.delete(key);
    await this.shared?.kv.del(this.shared.namespace + hashed(key)).catch(() => undefined);
  }

  private async times(key: string, nowMs: number): Promise<number[]> {
    const local = this.recent(key, nowMs);
    if (!this.shared) return local;
    const { kv, namespace } = this.shared;
    const shared = await kv.recentTimes(namespace + hashed(key), nowMs, this.limit.windowMs).catch(() => []);
    // Failures counted alone while Redis was away still count.
    return [...shared, ...local].sort((a, b) => a - b);
  }

  private recent(key: string, nowMs: number): number[] {
    const times = (this.failures.get(key) ?? []).filter((time) => nowMs - time < this.limit.windowMs);
    if (times.length === 0) this.failures.delete(key);
    else this.failures.set(key, times);
    return times;
  }
}
