/**
 * Where looked-up records are kept between requests. The in-memory LRU serves one app
 * instance; several instances behind a load balancer would share a store implementing
 * this same interface over Redis (GET/SET with PX for the TTL, values serialised as JSON,
 * `size` as the entry's byte length), so a record fetched by one instance serves all.
 */
export interface CacheStore<V> {
  get(key: string): Promise<V | undefined>;
  set(key: string, value: V, options: { ttlMs: number; size: number }): Promise<void>;
  delete(key: string): Promise<void>;
}
