import { describe, expect, it } from "vitest";
import { createRedisClient } from "@/lib/platform/redis/redis-kv";
import { redisForSuite } from "@/dev/testing/redis-for-suite";
import { sharedRateLimiter } from "./shared-rate-limiter";
import { TokenBuckets } from "./token-bucket";

const redis = redisForSuite(2);

const options = { perMinute: 12, burst: 12 };

describe("sharedRateLimiter on Redis", () => {
  it("admits the limit once across two instances, then says when to come back", async () => {
    const [a, b] = redis.clients.map((client) => sharedRateLimiter(client, options, new TokenBuckets(options)));
    const results = [];
    for (let i = 0; i < 16; i++) results.push(await (i % 2 ? a : b).take("user:1", Date.now()));
    expect(results.filter((r) => r.allowed)).toHaveLength(12);
    const refused = results.filter((r) => !r.allowed);
    expect(refused).toHaveLength(4);
    for (const r of refused) expect(r).toMatchObject({ retryAfterSeconds: expect.any(Number) });
    // Another client has its own limit.
    expect((await a.take("user:2", Date.now())).allowed).toBe(true);
  });

  it("counts in the process while Redis cannot be asked, so nobody is refused for it", async () => {
    const gone = createRedisClient("redis://127.0.0.1:1");
    const limiter = sharedRateLimiter(gone, { perMinute: 60, burst: 2 }, new TokenBuckets({ perMinute: 60, burst: 2 }));
    const now = Date.now();
    const results = [await limiter.take("k", now), await limiter.take("k", now), await limiter.take("k", now)];
    expect(results.map((r) => r.allowed)).toEqual([true, true, false]);
  });
});
