import { describe, expect, it } from "vitest";
import { LONG_REPORT_ELEMENTS, PART_ELEMENTS, printPlan } from "./print-plan";

describe("printPlan", () => {
  it("prints a typical report whole at full size", () => {
    expect(printPlan(6_000)).toEqual({ scale: 1 });
    expect(printPlan(LONG_REPORT_ELEMENTS)).toEqual({ scale: 1 });
  });

  it("prints a long report in parts at three quarters", () => {
    expect(printPlan(LONG_REPORT_ELEMENTS + 1)).toEqual({ scale: 0.75, partElements: PART_ELEMENTS });
    expect(printPlan(290_000)).toEqual({ scale: 0.75, partElements: PART_ELEMENTS });
  });
});
