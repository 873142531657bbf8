import { describe, expect, it } from "vitest";
import { isHeavyRender, parseHeavyRenderConfig } from "@/lib/server/heavy-render";

describe("isHeavyRender", () => {
  it("counts the report and the print view of a profile, in any form the router asks for them", () => {
    expect(isHeavyRender("/entities/40003001008/report")).toBe(true);
    expect(isHeavyRender("/entities/40003001008/report?paper=letter&_rsc=abc")).toBe(true);
    expect(isHeavyRender("/entities/40003001008?print=1")).toBe(true);
    expect(isHeavyRender("/entities/40003001008?all=officers&print=1")).toBe(true);
  });

  it("counts a stored copy's report and print view, and a batch's report, but not the PDFs (their report is)", () => {
    const snapshot = `/entities/40003001008/snapshots/${"a".repeat(64)}`;
    expect(isHeavyRender(`${snapshot}/report`)).toBe(true);
    expect(isHeavyRender(`${snapshot}/report?paper=letter`)).toBe(true);
    expect(isHeavyRender(`${snapshot}?print=1`)).toBe(true);
    expect(isHeavyRender("/batches/7f1c/report")).toBe(true);
    expect(isHeavyRender(snapshot)).toBe(false);
    expect(isHeavyRender(`${snapshot}/report.pdf`)).toBe(false);
    expect(isHeavyRender("/entities/40003001008/report.pdf")).toBe(false);
    expect(isHeavyRender("/batches/7f1c")).toBe(false);
  });

  it("leaves ordinary pages, the API and look-alike paths alone", () => {
    expect(isHeavyRender("/entities/40003001008")).toBe(false);
    expect(isHeavyRender("/entities/40003001008?print=0")).toBe(false);
    expect(isHeavyRender("/api/legal-entities/40003001008")).toBe(false);
    expect(isHeavyRender("/entities/40003001008/report/x")).toBe(false);
    expect(isHeavyRender("/reports/entities/1/report")).toBe(false);
  });
});

describe("parseHeavyRenderConfig", () => {
  it("defaults to two slots and four waiting, and rejects nonsense by name", () => {
    expect(parseHeavyRenderConfig({})).toEqual({ concurrency: 2, queue: 4 });
    expect(parseHeavyRenderConfig({ HEAVY_RENDER_CONCURRENCY: "1", HEAVY_RENDER_QUEUE: "0" })).toEqual({
      concurrency: 1,
      queue: 0,
    });
    expect(() => parseHeavyRenderConfig({ HEAVY_RENDER_CONCURRENCY: "0" })).toThrow(/HEAVY_RENDER_CONCURRENCY/);
  });
});
