import { describe, expect, it } from "vitest";
import { cachedLayout, hasCachedLayout, MAX_LAYOUTS } from "./layout-cache";
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

  it("lays out afresh a view whose layout ran out of time, but keeps one that has too many parties", async () => {
    let runs = 0;
    const undrawn = (reason: "time" | "parties") => async (): Promise<GraphLayout> => {
      runs += 1;
      return { ...layout(0), undrawn: { reason, parties: 500, limit: 250 } };
    };
    await cachedLayout("sha-slow", undrawn("time"));
    await cachedLayout("sha-slow", undrawn("time"));
    expect(runs).toBe(2);
    await cachedLayout("sha-many", undrawn("parties"));
    await cachedLayout("sha-many", undrawn("parties"));
    expect(runs).toBe(3);
  });

  it("keeps a bounded number of drawings, dropping the least recently used", async () => {
    const compute = async () => layout(1);
    await cachedLayout("bound-first", compute);
    await cachedLayout("bound-kept", compute);
    for (let i = 0; i < MAX_LAYOUTS - 1; i++) {
      await cachedLayout(`bound-${i}`, compute);
      if (i === 0) await cachedLayout("bound-kept", compute);
    }
    expect(hasCachedLayout("bound-first")).toBe(false);
    expect(hasCachedLayout("bound-kept")).toBe(true);
  });
});
