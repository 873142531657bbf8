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
   * A sliding window of times at `key`: notes `member` at `nowMs` (a member noted before moves to now),
   * forgets what is older than `windowMs`, and answers the times kept, oldest first.
   */
  noteTime(key: string, member: string, nowMs: number, windowMs: number): Promise<number[]>;
  /** The times the window at `key` keeps, oldest first, after forgetting what is older than `windowMs`. */
  recentTimes(key: string, nowMs: number, windowMs: number): Promise<number[]>;
}
