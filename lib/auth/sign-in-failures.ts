export interface FailureLimit {
  /** Failures allowed within the window before further attempts are refused. */
  max: number;
  windowMs: number;
}

/**
 * Counts failed sign-ins per key (an account, an address) in a sliding window. Only failures count,
 * so colleagues behind one address who type their passwords right are never held up.
 */
export class SignInFailures {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: FailureLimit,
    private readonly maxKeys = 10_000,
  ) {}

  private recent(key: string, nowMs: number): number[] {
    const times = (this.failures.get(key) ?? []).filter((time) => nowMs - time < this.limit.windowMs);
    if (times.length === 0) this.failures.delete(key);
    else this.failures.set(key, times);
    return times;
  }

  /** Seconds until the key may try again; 0 when it may now. */
  retryAfterSeconds(key: string, nowMs: number): number {
    const times = this.recent(key, nowMs);
    if (times.length < this.limit.max) return 0;
    return Math.ceil((times[times.length - this.limit.max] + this.limit.windowMs - nowMs) / 1000);
  }

  recordFailure(key: string, nowMs: number): void {
    const times = this.recent(key, nowMs);
    if (times.length === 0 && this.failures.size >= this.maxKeys) {
      // Forget the oldest key rather than grow without bound under a spray of guessed accounts.
      const oldest = this.failures.keys().next().value;
      if (oldest !== undefined) this.failures.delete(oldest);
    }
    this.failures.set(key, [...times, nowMs].slice(-this.limit.max));
  }

  clear(key: string): void {
    this.failures.delete(key);
  }
}
