import { afterAll, describe, expect, it } from "vitest";
import { demoRegcodes, findDemoRecord } from "@/lib/demo-registry/dataset";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { buildGraph } from "./build-graph";
import { ElkPool } from "./elk-pool";
import { parseGraphLayoutConfig } from "./graph-layout-config";
import { layoutGraph } from "./layout-graph";

const large = buildGraph(legalEntitySchema.parse(findDemoRecord(demoRegcodes.large)), "en");
const { maxNodes } = parseGraphLayoutConfig({});
// The members band opened until the drawing holds nearly as many boxes as one may.
const nearCap = { shownByBand: { "-1:member": maxNodes - 30 } };

const pools: ElkPool[] = [];
afterAll(() => Promise.all(pools.map((p) => p.close())));
// Time enough for the largest drawing on a machine busy with other work.
const roomy = new ElkPool({ workers: 1, timeoutMs: 120_000 });
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
    const pool = new ElkPool({ workers: 1, timeoutMs: 50 });
    pools.push(pool);
    const elk = (input: Parameters<ElkPool["layout"]>[0]) => pool.layout(input);
    const slow = await layoutGraph(large, "en", { ...nearCap, elk });
    expect(slow.undrawn).toMatchObject({ reason: "time" });
    expect(slow.nodes).toEqual([]);
    const small = await layoutGraph(large, "en", { elk: (input) => roomy.layout(input) });
    expect(small.undrawn).toBeUndefined();
    expect(small.nodes.length).toBeGreaterThan(10);
  }, 60_000);
});
