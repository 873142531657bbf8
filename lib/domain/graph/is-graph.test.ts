import { describe, expect, it } from "vitest";
import { demoRegcodes, findDemoRecord } from "@/dev/demo-registry/dataset";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { buildGraph } from "./build-graph";
import { isGraph } from "./is-graph";

describe("isGraph", () => {
  it("accepts a built graph after a JSON round trip and refuses broken ones", () => {
    const graph = JSON.parse(
      JSON.stringify(buildGraph(legalEntitySchema.parse(findDemoRecord(demoRegcodes.amber)), "en")),
    );
    expect(isGraph(graph)).toBe(true);
    expect(isGraph({ ...graph, nodes: [...graph.nodes, { id: "x", kind: "planet" }] })).toBe(false);
    expect(isGraph({ ...graph, edges: [{ ...graph.edges[0], kind: "friend" }] })).toBe(false);
    expect(isGraph({ ...graph, expanded: undefined })).toBe(false);
    expect(isGraph(null)).toBe(false);
  });
});
