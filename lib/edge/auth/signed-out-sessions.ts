import type { SharedKv } from "@/lib/platform/redis/shared-kv";

/** With REDIS_URL: sign-outs are known to every instance, under this namespace. */
export interface SharedSignOuts {
  kv: SharedKv;
  namespace: string;
}

/**
 * Sessions signed out within the session cookie cache's lifetime. Their signed cookies stay valid until
 * they expire, so a copy kept after sign-out would still be served without a database read: each session
 * is checked here instead. With `shared`, a sign-out on one instance holds on every other at once.
 */
export class SignedOutSessions {
  private readonly signedOutAt = new Map<string, number>();

  constructor(
    private readonly cookieCacheMs: number,
    private readonly shared: SharedSignOuts | null = null,
    private readonly maxKeys = 100_000,
  ) {}

  async note(sessionId: string, nowMs: number): Promise<void> {
    this.forgetOlderThan(nowMs);
    if (this.signedOutAt.size >= this.maxKeys) {
      const oldest = this.signedOutAt.keys().next().value;
      if (oldest !== undefined) this.signedOutAt.delete(oldest);
    }
    // Kept in sign-out order, not an LRU: forgetOlderThan walks it from the earliest sign-out.
    this.signedOutAt.delete(sessionId);
    this.signedOutAt.set(sessionId, nowMs);
    await this.shared?.kv.set(this.shared.namespace + sessionId, "1", this.cookieCacheMs).catch(() => false);
  }

  async isSignedOut(sessionId: string, nowMs: number): Promise<boolean> {
    const at = this.signedOutAt.get(sessionId);
    if (at !== undefined && nowMs - at <= this.cookieCacheMs) return true;
    if (!this.shared) return false;
    // While Redis cannot be asked, sign-outs on other instances are known once their cookies expire.
    return this.shared.kv.exists(this.shared.namespace + sessionId).catch(() => false);
  }

  private forgetOlderThan(nowMs: number): void {
    for (const [id, at] of this.signedOutAt) {
      if (nowMs - at <= this.cookieCacheMs) break;
      this.signedOutAt.delete(id);
    }
  }
}
