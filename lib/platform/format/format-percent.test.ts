import { describe, expect, it } from "vitest";
import { formatPercent } from "./format-percent";

describe("formatPercent", () => {
  it("writes at most two decimals without trailing zeros", () => {
    expect(formatPercent(100, "en")).toBe("100%");
    expect(formatPercent(12.5, "en")).toBe("12.5%");
    expect(formatPercent(33.3333, "en")).toBe("33.33%");
    expect(formatPercent(0, "en")).toBe("0%");
  });

  it("never rounds a share up to a threshold it misses", () => {
    expect(formatPercent(49.996, "en")).toBe("49.99%");
    expect(formatPercent(99.999, "en")).toBe("99.99%");
  });

  it("keeps products of shares exact despite floating-point noise", () => {
    expect(formatPercent(0.6 * 0.8 * 100, "en")).toBe("48%");
    expect(formatPercent(0.29 * 100, "en")).toBe("29%");
  });

  it("says a tiny share is below the smallest it can show rather than nothing", () => {
    expect(formatPercent(0.0037, "en")).toBe("< 0.01%");
    expect(formatPercent(0.01, "en")).toBe("0.01%");
  });

  it("writes the Latvian decimal comma", () => {
    expect(formatPercent(12.5, "lv")).toBe("12,5%");
    expect(formatPercent(100, "lv")).toBe("100%");
    expect(formatPercent(0.0037, "lv")).toBe("< 0,01%");
  });
});

describe("formatPercent with fixed decimals", () => {
  it("always writes two decimals, cut rather than rounded, in the language's decimal mark", () => {
    expect(formatPercent(26, "en", { fixed: true })).toBe("26.00%");
    expect(formatPercent(12.5, "lv", { fixed: true })).toBe("12,50%");
    expect(formatPercent(24.999, "en", { fixed: true })).toBe("24.99%");
    expect(formatPercent(0.6 * 0.8 * 100, "en", { fixed: true })).toBe("48.00%");
    expect(formatPercent(0.0037, "lv", { fixed: true })).toBe("< 0,01%");
    expect(formatPercent(0, "en", { fixed: true })).toBe("0.00%");
  });
});
