import type { SharedKv } from "@/lib/platform/redis/shared-kv";
import type { CacheCodec } from "./cache-cipher";
import type { CacheStore } from "./cache-store";

/** How one kind of cached value is written as text and read back; `read` refuses what it cannot trust. */
export interface ValueFormat<V> {
  write(value: V): string;
  read(key: string, text: string): Promise<V | undefined>;
}

/**
 * A cache store every instance shares (Redis): values expire with their TTL, are sealed by the codec,
 * and keys carry the caller's namespace. A failing or absent Redis is a miss and a skipped write,
 * reported to `onError`: lookups then go to the registry, never fail because of the cache.
 */
export class SharedStore<V> implements CacheStore<V> {
  constructor(
    private readonly kv: SharedKv,
    private readonly namespace: string,
    private readonly format: ValueFormat<V>,
    private readonly codec: CacheCodec,
    private readonly onError: (error: unknown) => void,
  ) {}

  async get(key: string): Promise<V | undefined> {
    const storeKey = this.namespace + key;
    try {
      const sealed = await this.kv.get(storeKey);
      if (sealed === null) return undefined;
      const text = this.codec.open(storeKey, sealed);
      return text === undefined ? undefined : await this.format.read(key, text);
    } catch (error) {
      this.onError(error);
      return undefined;
    }
  }

  async set(key: string, value: V, { ttlMs }: { ttlMs: number; size: number }): Promise<void> {
    if (ttlMs <= 0) return;
    const storeKey = this.namespace + key;
    try {
      await this.kv.set(storeKey, this.codec.seal(storeKey, this.format.write(value)), ttlMs);
    } catch (error) {
      this.onError(error);
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await this.kv.del(this.namespace + key);
    } catch (error) {
      this.onError(error);
    }
  }
}
