import { describe, expect, it } from "vitest";
import { LONG_REPORT_ELEMENTS, printScale } from "./print-scale";

describe("printScale", () => {
  it("prints a typical report at full size", () => {
    expect(printScale(6_000)).toBe(1);
    expect(printScale(LONG_REPORT_ELEMENTS)).toBe(1);
  });

  it("prints a long report at three quarters", () => {
    expect(printScale(LONG_REPORT_ELEMENTS + 1)).toBe(0.75);
    expect(printScale(290_000)).toBe(0.75);
  });
});
