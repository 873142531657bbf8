import type { CacheStore } from "./cache-store";
import { coalesce } from "./coalesce";

/** A value and where it came from: the cache (a hit) or a load made for this call or one it joined. */
export interface Cached<V> {
  value: V;
  fromCache: boolean;
}

/**
 * Wraps a loader with a cache and per-key coalescing: concurrent misses share one load,
 * and a hit is served as first loaded. Failures are never cached. With `fresh`, the cache is
 * not read (the load's result still replaces what it holds); fresh calls coalesce only with
 * each other, so none is answered by a load that might have been a hit.
 */
export function cached<V>(
  load: (key: string) => Promise<V>,
  store: CacheStore<V>,
  options: { ttlMs: number; sizeOf: (value: V) => number },
): (key: string, call?: { fresh?: boolean }) => Promise<Cached<V>> {
  async function loadAndKeep(key: string): Promise<Cached<V>> {
    const value = await load(key);
    await store.set(key, value, { ttlMs: options.ttlMs, size: options.sizeOf(value) });
    return { value, fromCache: false };
  }
  const cachedLoad = coalesce(async (key) => {
    const hit = await store.get(key);
    return hit !== undefined ? { value: hit, fromCache: true } : loadAndKeep(key);
  });
  const freshLoad = coalesce(loadAndKeep);
  return (key, call) => (call?.fresh ? freshLoad(key) : cachedLoad(key));
}
