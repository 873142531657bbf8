import type { CacheStore } from "./cache-store";
import { LruMap } from "./lru-map";

interface Entry<V> {
  value: V;
  expiresAt: number;
}

/** In-memory LRU bounded by entry count and total size, with a TTL per entry. */
export class MemoryLruStore<V> implements CacheStore<V> {
  private readonly entries: LruMap<string, Entry<V>>;

  constructor(
    limits: { maxEntries: number; maxSize: number },
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new LruMap({ maxEntries: limits.maxEntries, maxWeight: limits.maxSize });
  }

  async get(key: string): Promise<V | undefined> {
    const entry = this.entries.peek(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return this.entries.get(key)?.value;
  }

  async set(key: string, value: V, { ttlMs, size }: { ttlMs: number; size: number }): Promise<void> {
    if (ttlMs <= 0) this.entries.delete(key);
    else this.entries.set(key, { value, expiresAt: this.now() + ttlMs }, size);
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  get stats() {
    return { entries: this.entries.size, size: this.entries.weight };
  }
}
