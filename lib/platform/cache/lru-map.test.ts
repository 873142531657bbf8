import { describe, expect, it } from "vitest";
import { LruMap } from "./lru-map";

describe("LruMap", () => {
  it("forgets the least recently used entry beyond its count; a peek is not a use", () => {
    const map = new LruMap<string, number>({ maxEntries: 2 });
    map.set("a", 1);
    map.set("b", 2);
    map.get("a");
    map.peek("b");
    map.set("c", 3);
    expect([map.has("a"), map.has("b"), map.has("c")]).toEqual([true, false, true]);
  });

  it("forgets the oldest entries while they are stale, and stops at the first that is not", () => {
    const map = new LruMap<string, number>({ maxEntries: 10 });
    for (const [key, value] of [
      ["a", 1],
      ["b", 5],
      ["c", 1],
    ] as const)
      map.set(key, value);
    map.forgetOldestWhile((value) => value < 3);
    expect([map.has("a"), map.has("b"), map.has("c")]).toEqual([false, true, true]);
  });
});
