import type { CacheStore } from "./cache-store";
import { coalesce } from "./coalesce";
import type { LoadOnce } from "./shared-lock";

/** A value and where it came from: the cache, or a load this call started (one it joined counts as the cache). */
export interface Cached<V> {
  value: V;
  fromCache: boolean;
}

/**
 * Wraps a loader with a cache and per-key coalescing: concurrent misses share one load,
 * and a hit is served as first loaded. Failures are never cached. With `fresh`, the cache is
 * not read (the load's result still replaces what it holds); fresh calls coalesce only with
 * each other, so none is answered by a load that might have been a hit. With `loadOnce` (a store shared by
 * instances), a miss is loaded by one instance while the others wait for its result in the store.
 */
export function cached<V>(
  load: (key: string) => Promise<V>,
  store: CacheStore<V>,
  options: { ttlMs: number; sizeOf: (value: V) => number; loadOnce?: LoadOnce },
): (key: string, call?: { fresh?: boolean }) => Promise<Cached<V>> {
  async function loadAndKeep(key: string): Promise<Cached<V>> {
    const value = await load(key);
    await store.set(key, value, { ttlMs: options.ttlMs, size: options.sizeOf(value) });
    return { value, fromCache: false };
  }
  const read = async (key: string): Promise<Cached<V> | undefined> => {
    const hit = await store.get(key);
    return hit !== undefined ? { value: hit, fromCache: true } : undefined;
  };
  const cachedLoad = coalesce(async (key) => {
    const hit = await read(key);
    if (hit) return hit;
    return options.loadOnce
      ? options.loadOnce(
          key,
          () => loadAndKeep(key),
          () => read(key),
        )
      : loadAndKeep(key);
  });
  const freshLoad = coalesce(loadAndKeep);
  return async (key, call) => {
    const { value, joined } = await (call?.fresh ? freshLoad(key) : cachedLoad(key));
    // Only the call that started a load was answered by it; those that joined it were spared the call.
    return joined ? { ...value, fromCache: true } : value;
  };
}
