import { describe, expect, it } from "vitest";
import { demoRegcodes, findDemoRecord } from "@/dev/demo-registry/dataset";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { buildGraph } from "./build-graph";
import { isGraphLayout } from "./is-graph-layout";
import { layoutGraph } from "./layout-graph";

describe("isGraphLayout", () => {
  it("accepts the server's answer for a view too large to draw, as the browser receives it", async () => {
    const graph = buildGraph(legalEntitySchema.parse(findDemoRecord(demoRegcodes.large)), "en");
    const undrawn = await layoutGraph(graph, "en", { shownByBand: { "-1:member": 5_000 } });
    const received: unknown = JSON.parse(JSON.stringify(undrawn));
    expect(isGraphLayout(received)).toBe(true);
    expect(isGraphLayout({ ...(received as object), undrawn: { reason: "boredom", parties: 1, limit: 1 } })).toBe(
      false,
    );
  });
});
