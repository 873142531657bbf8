/**
 * Nonces already accepted, each remembered until its request's timestamp leaves the
 * tolerance window (after that the timestamp check rejects a replay on its own).
 * Bounded so a flood of requests cannot grow it without limit.
 */
export class NonceCache {
  private readonly expiries = new Map<string, number>();

  constructor(private readonly maxEntries = 100_000) {}

  has(nonce: string, nowMs: number): boolean {
    const expiry = this.expiries.get(nonce);
    return expiry !== undefined && expiry >= nowMs;
  }

  remember(nonce: string, expiresAtMs: number, nowMs: number): void {
    this.expiries.delete(nonce);
    this.expiries.set(nonce, expiresAtMs);
    // Insertion order roughly follows expiry order, so expired entries gather at the front.
    for (const [oldest, expiry] of this.expiries) {
      if (expiry >= nowMs && this.expiries.size <= this.maxEntries) break;
      this.expiries.delete(oldest);
    }
  }
}
