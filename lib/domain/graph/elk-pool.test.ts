import { afterAll, describe, expect, it } from "vitest";
import { demoRegcodes, findDemoRecord } from "@/dev/demo-registry/dataset";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { buildGraph } from "./build-graph";
import { ElkPool, isLayoutBusy, isLayoutTimeout } from "./elk-pool";
import { parseGraphLayoutConfig } from "./graph-layout-config";
import { layoutGraph } from "./layout-graph";

const large = buildGraph(legalEntitySchema.parse(findDemoRecord(demoRegcodes.large)), "en");
const { maxNodes } = parseGraphLayoutConfig({});
// The members band opened until the drawing holds nearly as many boxes as one may.
const nearCap = { shownByBand: { "-1:member": maxNodes - 30 } };

const pools: ElkPool[] = [];
afterAll(() => Promise.all(pools.map((p) => p.close())));
// Time enough for the largest drawing on a machine busy with other work.
const roomy = new ElkPool({ workers: 1, timeoutMs: 120_000, queue: 8 });
pools.push(roomy);

describe("layout off the server's event loop", () => {
  it("keeps answering timers while a drawing of the cap's size is laid out", async () => {
    let last = performance.now();
    let longestGap = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 10);
    try {
      const layout = await layoutGraph(large, "en", { ...nearCap, elk: (input) => roomy.layout(input) });
      expect(layout.undrawn).toBeUndefined();
      expect(layout.nodes.length).toBeGreaterThan(maxNodes - 50);
    } finally {
      clearInterval(ticker);
    }
    // Laid out on the event loop, such a drawing held it for seconds.
    expect(longestGap).toBeLessThan(1000);
  }, 180_000);

  it("stops a layout that outlasts the time limit, answers it undrawn, and lays out the next one", async () => {
    const pool = new ElkPool({ workers: 1, timeoutMs: 50, queue: 8 });
    pools.push(pool);
    const elk = (input: Parameters<ElkPool["layout"]>[0]) => pool.layout(input);
    const slow = await layoutGraph(large, "en", { ...nearCap, elk });
    expect(slow.undrawn).toMatchObject({ reason: "time" });
    expect(slow.nodes).toEqual([]);
    const small = await layoutGraph(large, "en", { elk: (input) => roomy.layout(input) });
    expect(small.undrawn).toBeUndefined();
    expect(small.nodes.length).toBeGreaterThan(10);
  }, 60_000);

  // Far more boxes than the cap lets through: a layout that outlasts any limit these tests set.
  const huge = (pool: ElkPool) =>
    layoutGraph(large, "en", {
      shownByBand: { "-1:member": 1_000 },
      drawLimit: 5_000,
      elk: (input) => pool.layout(input),
    });
  const tiny = { id: "g", children: [{ id: "a", width: 10, height: 10 }] };
  const settledAfter = async (started: number, pending: Promise<unknown>) => {
    const outcome = await pending.then(
      (value) => ({ value, error: undefined }),
      (error: unknown) => ({ value: undefined, error }),
    );
    return { ...outcome, ms: performance.now() - started };
  };

  it("refuses a layout at once, answered busy, when the queue for a worker is full", async () => {
    const pool = new ElkPool({ workers: 1, timeoutMs: 120_000, queue: 1 });
    pools.push(pool);
    // Both end when the pool is closed below.
    const running = huge(pool).catch(() => undefined);
    const waiting = pool.layout(tiny).catch(() => undefined);
    const started = performance.now();
    const refused = await settledAfter(started, pool.layout(tiny));
    expect(isLayoutBusy(refused.error)).toBe(true);
    // Without a bound it would wait behind the running layout, for as long as that takes.
    expect(refused.ms).toBeLessThan(500);
    // Drawn through layoutGraph, the refusal is a drawing left undrawn for now, not an error.
    const busy = await layoutGraph(large, "en", { elk: (input) => pool.layout(input) });
    expect(busy).toMatchObject({ nodes: [], undrawn: { reason: "busy" } });
    await pool.close();
    await Promise.all([running, waiting]);
  }, 60_000);

  it("counts the time a layout waits for a worker against its time limit", async () => {
    const timeoutMs = 1_500;
    const pool = new ElkPool({ workers: 1, timeoutMs, queue: 8 });
    pools.push(pool);
    const started = performance.now();
    const first = huge(pool);
    const second = await settledAfter(started, huge(pool));
    // Timed only once it ran, the second would have taken both limits: the first's and its own.
    expect(second.value).toMatchObject({ undrawn: { reason: "time" } });
    expect(isLayoutTimeout(second.error)).toBe(false);
    expect(second.ms).toBeLessThan(timeoutMs * 1.6);
    expect((await first).undrawn).toMatchObject({ reason: "time" });
  }, 60_000);
});
