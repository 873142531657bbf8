import { randomUUID } from "node:crypto";
import type { SharedKv } from "@/lib/platform/redis/shared-kv";

/**
 * Runs `load` for a key in one instance at a time: the others wait for `peek` to find its result.
 * Returns what `load` or `peek` gave.
 */
export type LoadOnce = <R>(key: string, load: () => Promise<R>, peek: () => Promise<R | undefined>) => Promise<R>;

export interface SharedLockOptions {
  namespace: string;
  /** How long a lock lives if its holder dies: longer than any load. */
  holdMs: number;
  /** How long the others wait for the holder's result before they load themselves. */
  waitMs: number;
  pollMs?: number;
  onError: (error: unknown) => void;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Coalescing across instances: the first to miss takes a short lock for the key, looks once more and
 * loads; the others poll for its result and load themselves when the lock goes without one (the holder
 * failed) or after `waitMs`. Without Redis (an error taking or checking the lock), everyone loads: never
 * worse than alone.
 */
export function sharedLock(kv: SharedKv, options: SharedLockOptions): LoadOnce {
  const sleep = options.sleep ?? wait;
  const now = options.now ?? Date.now;
  const pollMs = options.pollMs ?? 25;
  return async (key, load, peek) => {
    const lockKey = options.namespace + key;
    const token = randomUUID();
    const taken = await kv.set(lockKey, token, options.holdMs, true).catch((error: unknown) => {
      options.onError(error);
      return undefined;
    });
    if (taken === undefined) return load();
    if (taken) {
      try {
        // The caller missed before asking for the lock: another instance may have loaded, kept its result
        // and let the lock go in between (a busy instance can take that long), and then nothing is to be done.
        return (await peek()) ?? (await load());
      } finally {
        await kv.delIfEquals(lockKey, token).catch(options.onError);
      }
    }
    for (const deadline = now() + options.waitMs; now() < deadline;) {
      await sleep(pollMs);
      const found = await peek();
      if (found !== undefined) return found;
      const held = await kv.exists(lockKey).catch((error: unknown) => {
        options.onError(error);
        return false;
      });
      // Gone: the holder kept its result (found now) or failed (load ourselves, as it would have).
      if (!held) return (await peek()) ?? load();
    }
    return load();
  };
}
