import { describe, expect, it } from "vitest";
import { apiPaths, snapshotOf } from "./api-paths";

const sha = "a".repeat(64);

describe("apiPaths", () => {
  it("asks for a stored copy after any query the address already has, and the route reads it back", () => {
    expect(apiPaths.graph("40003001008")).toBe("/api/legal-entities/40003001008/graph");
    expect(apiPaths.graph("40003001008", sha)).toBe(`/api/legal-entities/40003001008/graph?snapshot=${sha}`);
    const layout = apiPaths.graphLayout("40003001008", "?expand=1", sha);
    expect(layout).toBe(`/api/legal-entities/40003001008/graph/layout?expand=1&snapshot=${sha}`);
    for (const path of [layout, apiPaths.timeline("40003001008", new URLSearchParams({ page: "2" }), sha)])
      expect(snapshotOf(new Request(new URL(path, "http://app")))).toBe(sha);
    expect(snapshotOf(new Request(new URL(apiPaths.legalEntity("40003001008"), "http://app")))).toBeUndefined();
  });

  it("keeps a number in its own segment, whatever it holds", () => {
    expect(apiPaths.export("1/2", "officers.csv")).toBe("/api/legal-entities/1%2F2/export/officers.csv");
  });
});
