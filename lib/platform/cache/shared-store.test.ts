import { describe, expect, it } from "vitest";
import { createRedisClient, redisKv } from "@/lib/platform/redis/redis-kv";
import { redisForSuite } from "@/dev/testing/redis-for-suite";
import { encryptingCodec } from "./cache-cipher";
import { SharedStore, type ValueFormat } from "./shared-store";

const redis = redisForSuite(1);

const text: ValueFormat<string> = { write: (v) => v, read: async (_key, t) => t };
const codec = encryptingCodec("a cache secret of thirty-two chars or more");

describe("SharedStore on Redis", () => {
  it("keeps a value sealed under its namespace until its TTL, and reads it back", async () => {
    const store = new SharedStore(redisKv(redis.clients[0]), "test:store:", text, codec, () => undefined);
    await store.set("40003510005", "Bērziņš", { ttlMs: 200, size: 1 });
    expect(await redis.clients[0].get("test:store:40003510005")).not.toContain("Bērziņš");
    expect(await store.get("40003510005")).toBe("Bērziņš");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await store.get("40003510005")).toBeUndefined();
  });

  it("refuses a value moved under another key", async () => {
    const store = new SharedStore(redisKv(redis.clients[0]), "test:store:", text, codec, () => undefined);
    await store.set("40003510005", "record", { ttlMs: 10_000, size: 1 });
    await redis.clients[0].set("test:store:40003520003", (await redis.clients[0].get("test:store:40003510005"))!);
    expect(await store.get("40003520003")).toBeUndefined();
  });

  it("is a miss and a skipped write while Redis is away, reported and never thrown", async () => {
    const errors: unknown[] = [];
    const gone = createRedisClient("redis://127.0.0.1:1");
    const store = new SharedStore(redisKv(gone), "test:store:", text, codec, (e) => errors.push(e));
    await expect(store.set("k", "v", { ttlMs: 1_000, size: 1 })).resolves.toBeUndefined();
    await expect(store.get("k")).resolves.toBeUndefined();
    expect(errors.length).toBe(2);
  });
});
