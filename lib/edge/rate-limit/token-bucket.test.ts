import { describe, expect, it } from "vitest";
import { TokenBuckets } from "./token-bucket";

describe("TokenBuckets", () => {
  it("allows a burst, then refuses with the seconds until the next token", () => {
    const buckets = new TokenBuckets({ perMinute: 60, burst: 3 });
    expect([1, 2, 3].map(() => buckets.take("a", 0).allowed)).toEqual([true, true, true]);
    expect(buckets.take("a", 0)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it("refills at the configured rate", () => {
    const buckets = new TokenBuckets({ perMinute: 6, burst: 1 });
    expect(buckets.take("a", 0).allowed).toBe(true);
    expect(buckets.take("a", 5_000)).toEqual({ allowed: false, retryAfterSeconds: 5 });
    expect(buckets.take("a", 10_000).allowed).toBe(true);
  });

  it("counts each client separately", () => {
    const buckets = new TokenBuckets({ perMinute: 1, burst: 1 });
    expect(buckets.take("a", 0).allowed).toBe(true);
    expect(buckets.take("a", 0).allowed).toBe(false);
    expect(buckets.take("b", 0).allowed).toBe(true);
  });

  it("forgets idle clients and never remembers more than maxClients", () => {
    const buckets = new TokenBuckets({ perMinute: 60, burst: 2, maxClients: 100 });
    for (let i = 0; i < 1000; i++) buckets.take(`client-${i}`, 0);
    expect(buckets.size).toBe(100);
    // Two seconds refill a burst of two: every earlier bucket is now full and is dropped.
    buckets.take("late", 2_000);
    expect(buckets.size).toBe(1);
  });
});
