/**
 * The few operations instances share through Redis: values with a time to live, and locks. Every
 * operation gives up after a short time, so a Redis that hangs slows nobody down for long.
 */
export interface SharedKv {
  get(key: string): Promise<string | null>;
  /** Sets with a TTL; with `onlyIfAbsent`, only when the key is free. Says whether it was set. */
  set(key: string, value: string, ttlMs: number, onlyIfAbsent?: boolean): Promise<boolean>;
  del(key: string): Promise<void>;
  /** Deletes the key only while it still holds `value` (a lock is released only by its holder). */
  delIfEquals(key: string, value: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /**
   * Says `member` is alive now in the set at `key`, forgets members not heard from for `staleMs`, and
   * answers how many are alive (itself included).
   */
  heartbeat(key: string, member: string, nowMs: number, staleMs: number): Promise<number>;
}
