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
}
