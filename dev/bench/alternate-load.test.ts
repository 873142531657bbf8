import { describe, expect, it } from "vitest";
import { alternateLoad } from "./alternate-load";

describe("alternateLoad", () => {
  it("warms every side, then starts each round with the next side, so none always follows the same one", async () => {
    const order: string[] = [];
    const side = (name: string) => async (durationS: number) => {
      order.push(`${name}${durationS}`);
      return { latencies: [1], durationMs: durationS * 1000, failures: 0 };
    };
    const results = await alternateLoad([side("a"), side("b"), side("c")], {
      concurrency: 1,
      warmupS: 9,
      rounds: 3,
      roundS: 1,
    });
    expect(order).toEqual(["a9", "b9", "c9", "a1", "b1", "c1", "b1", "c1", "a1", "c1", "a1", "b1"]);
    // Each side's result holds its own rounds only, warm-up left out.
    expect(results.map((result) => result.roundRps)).toEqual([
      [1, 1, 1],
      [1, 1, 1],
      [1, 1, 1],
    ]);
  });
});
