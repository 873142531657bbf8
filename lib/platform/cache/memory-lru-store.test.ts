import { describe, expect, it } from "vitest";
import { MemoryLruStore } from "./memory-lru-store";

describe("MemoryLruStore", () => {
  it("forgets an entry once its TTL has passed", async () => {
    let now = 0;
    const store = new MemoryLruStore<string>({ maxEntries: 10, maxSize: 100 }, () => now);
    await store.set("a", "A", { ttlMs: 1000, size: 1 });
    now = 999;
    expect(await store.get("a")).toBe("A");
    now = 1000;
    expect(await store.get("a")).toBeUndefined();
    expect(store.stats).toEqual({ entries: 0, size: 0 });
  });

  it("evicts the least recently used entry when full", async () => {
    const store = new MemoryLruStore<string>({ maxEntries: 2, maxSize: 100 });
    await store.set("a", "A", { ttlMs: 1000, size: 1 });
    await store.set("b", "B", { ttlMs: 1000, size: 1 });
    await store.get("a");
    await store.set("c", "C", { ttlMs: 1000, size: 1 });
    expect(await store.get("b")).toBeUndefined();
    expect(await store.get("a")).toBe("A");
    expect(await store.get("c")).toBe("C");
  });

  it("keeps the total size within its bound and refuses an entry larger than the whole cache", async () => {
    const store = new MemoryLruStore<string>({ maxEntries: 10, maxSize: 10 });
    await store.set("a", "A", { ttlMs: 1000, size: 6 });
    await store.set("b", "B", { ttlMs: 1000, size: 6 });
    expect(store.stats).toEqual({ entries: 1, size: 6 });
    await store.set("huge", "H", { ttlMs: 1000, size: 11 });
    expect(await store.get("huge")).toBeUndefined();
  });

  it("stores nothing when the TTL is zero (cache off)", async () => {
    const store = new MemoryLruStore<string>({ maxEntries: 10, maxSize: 10 });
    await store.set("a", "A", { ttlMs: 0, size: 1 });
    expect(await store.get("a")).toBeUndefined();
  });
});
