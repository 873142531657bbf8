import type { CacheStore } from "./cache-store";

interface Entry<V> {
  value: V;
  expiresAt: number;
  size: number;
}

/** In-memory LRU bounded by entry count and total size, with a TTL per entry. */
export class MemoryLruStore<V> implements CacheStore<V> {
  // A Map iterates in insertion order: re-inserting on read keeps the least recently used first.
  private readonly entries = new Map<string, Entry<V>>();
  private totalSize = 0;

  constructor(
    private readonly limits: { maxEntries: number; maxSize: number },
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string): Promise<V | undefined> {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.remove(key, entry);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  async set(key: string, value: V, { ttlMs, size }: { ttlMs: number; size: number }): Promise<void> {
    const existing = this.entries.get(key);
    if (existing) this.remove(key, existing);
    if (ttlMs <= 0 || size > this.limits.maxSize) return;
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs, size });
    this.totalSize += size;
    for (const [oldKey, oldEntry] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.totalSize <= this.limits.maxSize) break;
      this.remove(oldKey, oldEntry);
    }
  }

  async delete(key: string): Promise<void> {
    const entry = this.entries.get(key);
    if (entry) this.remove(key, entry);
  }

  get stats() {
    return { entries: this.entries.size, size: this.totalSize };
  }

  private remove(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    this.totalSize -= entry.size;
  }
}
