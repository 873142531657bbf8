import { describe, expect, it } from "vitest";
import { parseCaseConfig } from "./case-config";
import { addDays, addYears, nextReviewOn } from "./review-date";

describe("the next review after an approval", () => {
  const defaults = parseCaseConfig({});

  it("is 1, 3 or 5 years after the Latvian day of approval for high, medium and low risk", () => {
    const at = new Date("2026-03-10T09:00:00Z");
    expect(nextReviewOn(at, "high", defaults)).toBe("2027-03-10");
    expect(nextReviewOn(at, "medium", defaults)).toBe("2029-03-10");
    expect(nextReviewOn(at, "low", defaults)).toBe("2031-03-10");
  });

  it("counts from the day in Riga: 00:30 there on 1 January is still 31 December in UTC", () => {
    expect(nextReviewOn(new Date("2025-12-31T22:30:00Z"), "high", defaults)).toBe("2027-01-01");
  });

  it("never lands after the allowed years: 29 February falls to 28 February", () => {
    expect(addYears("2028-02-29", 1)).toBe("2029-02-28");
    expect(addYears("2028-02-29", 4)).toBe("2032-02-29");
    expect(addDays("2026-12-20", 14)).toBe("2027-01-03");
  });

  it("follows the configured years within AMLR's maxima", () => {
    const config = parseCaseConfig({ CASE_REVIEW_YEARS_MEDIUM: "2", CASE_REVIEW_YEARS_LOW: "4" });
    expect(config.reviewYears).toEqual({ high: 1, medium: 2, low: 4 });
    expect(nextReviewOn(new Date("2026-03-10T09:00:00Z"), "low", config)).toBe("2030-03-10");
  });

  it("stops the start with a clear error for years beyond the maxima or approvers out of range", () => {
    expect(() => parseCaseConfig({ CASE_REVIEW_YEARS_HIGH: "2" })).toThrow(
      "Case configuration is invalid (see .env.example): CASE_REVIEW_YEARS_HIGH: must be at most 1 (AMLR's maximum)",
    );
    expect(() => parseCaseConfig({ CASE_REVIEW_YEARS_LOW: "6" })).toThrow(
      "CASE_REVIEW_YEARS_LOW: must be at most 5 (AMLR's maximum)",
    );
    expect(() => parseCaseConfig({ CASE_REVIEW_YEARS_MEDIUM: "0" })).toThrow(
      "CASE_REVIEW_YEARS_MEDIUM: must be at least 1",
    );
    expect(() => parseCaseConfig({ CASE_HIGH_RISK_APPROVERS: "6" })).toThrow(
      "CASE_HIGH_RISK_APPROVERS: must be at most 5",
    );
    expect(() => parseCaseConfig({ CASE_HIGH_RISK_APPROVERS: "0" })).toThrow(
      "CASE_HIGH_RISK_APPROVERS: must be at least 1",
    );
    expect(defaults.highRiskApprovers).toBe(2);
  });
});
