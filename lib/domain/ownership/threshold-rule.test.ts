import { describe, expect, it } from "vitest";
import { meetsThreshold, ruleOn } from "./threshold-rule";

describe("ruleOn", () => {
  it("is more than 25% until the AMLR applies, by the day in Latvia", () => {
    expect(ruleOn(new Date("2027-07-09T23:59:59.999+03:00"))).toEqual({
      threshold: 25,
      inclusive: false,
      source: "date",
    });
    // 23:30 UTC on 9 July is already 10 July in Riga (summer time, UTC+3).
    expect(ruleOn(new Date("2027-07-09T20:59:59Z")).inclusive).toBe(false);
  });

  it("is 25% or more from 2027-07-10 in Latvia", () => {
    expect(ruleOn(new Date("2027-07-10T00:00:00+03:00"))).toEqual({ threshold: 25, inclusive: true, source: "date" });
    expect(ruleOn(new Date("2027-07-09T21:30:00Z")).inclusive).toBe(true);
    expect(ruleOn(new Date("2031-01-01T00:00:00Z")).inclusive).toBe(true);
  });

  it("takes an override instead of the date's rule", () => {
    const before = new Date("2026-01-01T00:00:00Z");
    expect(ruleOn(before, ">=25")).toEqual({ threshold: 25, inclusive: true, source: "override" });
    expect(ruleOn(before, ">=10")).toEqual({ threshold: 10, inclusive: true, source: "override" });
    expect(ruleOn(new Date("2028-01-01T00:00:00Z"), ">25")).toEqual({
      threshold: 25,
      inclusive: false,
      source: "override",
    });
    expect(ruleOn(before, " >=12.5 ").threshold).toBe(12.5);
  });

  it("treats an empty override as none", () => {
    expect(ruleOn(new Date("2026-01-01T00:00:00Z"), "").source).toBe("date");
    expect(ruleOn(new Date("2026-01-01T00:00:00Z"), null).source).toBe("date");
  });

  it.each(["25", ">= 25", "=>25", ">25%", "≥25", ">=0", ">100", ">=101", ">-5", ">25,5", "more than 25"])(
    "refuses %j, naming it",
    (bad) => {
      expect(() => ruleOn(new Date(), bad)).toThrow(JSON.stringify(bad));
    },
  );
});

describe("meetsThreshold", () => {
  const over = ruleOn(new Date("2026-01-01T00:00:00Z"));
  const atLeast = ruleOn(new Date("2028-01-01T00:00:00Z"));

  it("keeps exactly 25% out of 'more than' and in '25% or more'", () => {
    expect(meetsThreshold(25, over)).toBe(false);
    expect(meetsThreshold(25.01, over)).toBe(true);
    expect(meetsThreshold(25, atLeast)).toBe(true);
    expect(meetsThreshold(24.99, atLeast)).toBe(false);
  });

  it("does not let the rounding of a product cross the line", () => {
    const product = 0.5 * 0.5 * 100 + 1e-12;
    expect(meetsThreshold(product, over)).toBe(false);
    expect(meetsThreshold(25 - 1e-12, atLeast)).toBe(true);
  });
});
