/**
 * Where looked-up records are kept between requests: the in-memory LRU of one app instance, or, with
 * REDIS_URL, a SharedStore every instance reads and writes, so a record fetched by one serves all.
 */
export interface CacheStore<V> {
  get(key: string): Promise<V | undefined>;
  set(key: string, value: V, options: { ttlMs: number; size: number }): Promise<void>;
  delete(key: string): Promise<void>;
}
