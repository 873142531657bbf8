import { describe, expect, it } from "vitest";
import { parseRedisConfig } from "./redis-config";

describe("parseRedisConfig", () => {
  it("keeps everything in the process without REDIS_URL", () => {
    expect(parseRedisConfig({ REDIS_URL: "" })).toEqual({ url: null, encryptionKey: null });
  });

  it("takes a redis or rediss URL and an encryption key", () => {
    const key = "k".repeat(32);
    expect(parseRedisConfig({ REDIS_URL: "rediss://cache:6380/0", CACHE_ENCRYPTION_KEY: key })).toEqual({
      url: "rediss://cache:6380/0",
      encryptionKey: key,
    });
  });

  it("names a bad setting without repeating its value", () => {
    expect(() => parseRedisConfig({ REDIS_URL: "http://secret-host:6379" })).toThrow(/REDIS_URL: must be a redis/);
    expect(() => parseRedisConfig({ REDIS_URL: "http://secret-host:6379" })).not.toThrow(/secret-host/);
    expect(() => parseRedisConfig({ CACHE_ENCRYPTION_KEY: "short-secret" })).toThrow(/CACHE_ENCRYPTION_KEY/);
    expect(() => parseRedisConfig({ CACHE_ENCRYPTION_KEY: "short-secret" })).not.toThrow(/short-secret/);
  });
});
