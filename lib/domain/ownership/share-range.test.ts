import { describe, expect, it } from "vitest";
import { formatShare } from "./share-range";

describe("formatShare", () => {
  it("writes an exact share with two decimals", () => {
    expect(formatShare({ min: 26, max: 26 }, "en")).toBe("26.00%");
    expect(formatShare({ min: 26, max: 26 }, "lv")).toBe("26,00%");
  });

  it("writes a range with one percent sign and an en dash", () => {
    expect(formatShare({ min: 10, max: 35 }, "en")).toBe("10.00–35.00%");
    expect(formatShare({ min: 10, max: 35 }, "lv")).toBe("10,00–35,00%");
  });

  it("starts a range at 0 rather than at a share too small to show", () => {
    expect(formatShare({ min: 0.001, max: 35 }, "en")).toBe("0.00–35.00%");
  });

  it("writes a figure the register states as stated", () => {
    expect(formatShare({ min: 60, max: 60 }, "en", { fixed: false })).toBe("60%");
    expect(formatShare({ min: 0, max: 33.333 }, "lv", { fixed: false })).toBe("0–33,33%");
  });

  it("never shows a range whose ends only differ below what is shown as a range", () => {
    expect(formatShare({ min: 25.001, max: 25.004 }, "en")).toBe("25.00%");
  });
});
