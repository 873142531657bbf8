/**
 * Accounts an administrator changed (disabled, roles set) within the session cookie cache's lifetime.
 * A cached cookie still shows such an account as it was, so its sessions are read from the database
 * until every cookie made before the change has expired; everyone else keeps the cheap cookie check.
 */
export class RecentAccountChanges {
  private readonly changedAt = new Map<string, number>();

  constructor(private readonly cookieCacheMs: number) {}

  note(userId: string, nowMs: number): void {
    this.forgetOlderThan(nowMs);
    this.changedAt.set(userId, nowMs);
  }

  /** Whether a cookie cached before now might still describe this account as it was. */
  isRecent(userId: string, nowMs: number): boolean {
    if (this.changedAt.size === 0) return false;
    const at = this.changedAt.get(userId);
    return at !== undefined && nowMs - at <= this.cookieCacheMs;
  }

  private forgetOlderThan(nowMs: number): void {
    for (const [userId, at] of this.changedAt) if (nowMs - at > this.cookieCacheMs) this.changedAt.delete(userId);
  }
}
