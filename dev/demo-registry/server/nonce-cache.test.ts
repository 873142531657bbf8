import { describe, expect, it } from "vitest";
import { NonceCache } from "./nonce-cache";

describe("NonceCache", () => {
  it("remembers a nonce until its expiry and forgets it afterwards", () => {
    const cache = new NonceCache();
    cache.remember("a", 2_000, 1_000);
    expect(cache.has("a", 1_500)).toBe(true);
    expect(cache.has("a", 2_000)).toBe(true);
    expect(cache.has("a", 2_001)).toBe(false);
  });

  it("drops expired entries and, when full, the oldest ones", () => {
    const cache = new NonceCache(2);
    cache.remember("expired", 100, 0);
    cache.remember("b", 10_000, 500);
    // Asked at an earlier time it would still be live, so false means it was dropped.
    expect(cache.has("expired", 50)).toBe(false);
    cache.remember("c", 10_000, 600);
    cache.remember("d", 10_000, 700);
    expect(["b", "c", "d"].map((n) => cache.has(n, 800))).toEqual([false, true, true]);
  });
});
