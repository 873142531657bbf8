import type { CacheStore } from "./cache-store";
import { coalesce } from "./coalesce";

/** A value and where it came from: the cache (a hit) or a load made for this call or one it joined. */
export interface Cached<V> {
  value: V;
  fromCache: boolean;
}

/**
 * Wraps a loader with a cache and per-key coalescing: concurrent misses share one load,
 * and a hit is served as first loaded. Failures are never cached.
 */
export function cached<V>(
  load: (key: string) => Promise<V>,
  store: CacheStore<V>,
  options: { ttlMs: number; sizeOf: (value: V) => number },
): (key: string) => Promise<Cached<V>> {
  return coalesce(async (key) => {
    const hit = await store.get(key);
    if (hit !== undefined) return { value: hit, fromCache: true };
    const value = await load(key);
    await store.set(key, value, { ttlMs: options.ttlMs, size: options.sizeOf(value) });
    return { value, fromCache: false };
  });
}
