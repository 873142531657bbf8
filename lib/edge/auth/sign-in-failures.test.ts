import { describe, expect, it } from "vitest";
import { createRedisClient, redisKv } from "@/lib/platform/redis/redis-kv";
import { redisForSuite } from "@/dev/testing/redis-for-suite";
import { SignInFailures } from "./sign-in-failures";

describe("SignInFailures", () => {
  it("refuses a key after max failures until the oldest one leaves the window", async () => {
    const failures = new SignInFailures({ max: 2, windowMs: 60_000 });
    await failures.recordFailure("account:a", 0);
    expect(await failures.retryAfterSeconds("account:a", 1_000)).toBe(0);
    await failures.recordFailure("account:a", 10_000);
    expect(await failures.retryAfterSeconds("account:a", 10_000)).toBe(50);
    expect(await failures.retryAfterSeconds("account:b", 10_000)).toBe(0);
    expect(await failures.retryAfterSeconds("account:a", 60_000)).toBe(0);
  });

  it("forgets a key's failures after a successful sign-in", async () => {
    const failures = new SignInFailures({ max: 1, windowMs: 60_000 });
    await failures.recordFailure("account:a", 0);
    await failures.clear("account:a");
    expect(await failures.retryAfterSeconds("account:a", 0)).toBe(0);
  });
});

describe("SignInFailures shared through Redis", () => {
  const redis = redisForSuite(2);
  const limit = { max: 3, windowMs: 60_000 };

  it("counts a failure on one instance against the key on the other, and forgets them together", async () => {
    const [a, b] = redis.clients.map((client) => new SignInFailures(limit, { kv: redisKv(client), namespace: "t:" }));
    await a.recordFailure("account:x", 1_000);
    await b.recordFailure("account:x", 2_000);
    expect(await a.retryAfterSeconds("account:x", 3_000)).toBe(0);
    await a.recordFailure("account:x", 3_000);
    // Three failures, two on A and one on B: both refuse until the first leaves the window.
    expect(await b.retryAfterSeconds("account:x", 3_000)).toBe(58);
    expect(await a.retryAfterSeconds("account:x", 3_000)).toBe(58);
    await b.clear("account:x");
    expect(await a.retryAfterSeconds("account:x", 3_000)).toBe(0);
  });

  it("counts in the process while Redis cannot be asked", async () => {
    const gone = new SignInFailures(limit, { kv: redisKv(createRedisClient("redis://127.0.0.1:1")), namespace: "t:" });
    for (const at of [1_000, 2_000, 3_000]) await gone.recordFailure("account:y", at);
    expect(await gone.retryAfterSeconds("account:y", 3_000)).toBe(58);
  });
});
