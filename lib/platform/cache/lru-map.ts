/**
 * A map that forgets its least recently used entries beyond a count and a total weight: the process's one LRU,
 * under the record caches, the graph layouts and the rate limiter's buckets. `get` and `set` count as use;
 * `peek`, `has` and `forgetOldestWhile` do not.
 */
export class LruMap<K, V> {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  private readonly entries = new Map<K, { value: V; weight: number }>();
  private totalWeight = 0;

  constructor(private readonly limits: { maxEntries: number; maxWeight?: number }) {}

  get size(): number {
    return this.entries.size;
  }

  /** The weights of the entries kept, summed. */
  get weight(): number {
    return this.totalWeight;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  peek(key: K): V | undefined {
    return this.entries.get(key)?.value;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` as the most recent entry, forgets the least recent beyond the bounds; one too heavy is not kept. */
  set(key: K, value: V, weight = 1): void {
    this.delete(key);
    const { maxEntries, maxWeight = Infinity } = this.limits;
    if (weight > maxWeight) return;
    this.entries.set(key, { value, weight });
    this.totalWeight += weight;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= maxEntries && this.totalWeight <= maxWeight) break;
      this.delete(oldest);
    }
  }

  delete(key: K): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    this.entries.delete(key);
    this.totalWeight -= entry.weight;
    return true;
  }

  /** Forgets entries, least recently used first, for as long as `stale` holds of them. */
  forgetOldestWhile(stale: (value: V, key: K) => boolean): void {
    for (const [key, { value }] of this.entries) {
      if (!stale(value, key)) break;
      this.delete(key);
    }
  }
}
