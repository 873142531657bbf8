import { describe, expect, it } from "vitest";
import { cachedLayout } from "./layout-cache";
import type { GraphLayout } from "./layout-types";

const layout = (width: number): GraphLayout => ({ nodes: [], edges: [], bands: [], width, height: 1 });

describe("cachedLayout", () => {
  it("lays a retrieval's view out once, also for requests that arrive while it is being laid out", async () => {
    let runs = 0;
    const compute = async () => {
      runs += 1;
      return layout(runs);
    };
    const [a, b] = await Promise.all([cachedLayout("sha-a?view", compute), cachedLayout("sha-a?view", compute)]);
    const c = await cachedLayout("sha-a?view", compute);
    expect(runs).toBe(1);
    expect([a.width, b.width, c.width]).toEqual([1, 1, 1]);
    await cachedLayout("sha-b?view", compute);
    expect(runs).toBe(2);
  });

  it("forgets a failed layout so the next request tries again", async () => {
    await expect(cachedLayout("sha-fail", () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(cachedLayout("sha-fail", async () => layout(7))).resolves.toMatchObject({ width: 7 });
  });
});
