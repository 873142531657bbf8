import { describe, expect, it } from "vitest";
import { formatDate } from "./format-date";

describe("formatDate", () => {
  it("keeps the UTC calendar day of a timestamp", () => {
    expect(formatDate("2019-03-01T23:30:00Z")).toBe("2019-03-01");
    expect(formatDate("2019-03-01T00:00:00.000+00:00")).toBe("2019-03-01");
    expect(formatDate("2019-03-01")).toBe("2019-03-01");
  });

  it("writes the day first with dots in Latvian", () => {
    expect(formatDate("2019-03-01T23:30:00Z", "lv")).toBe("01.03.2019");
    expect(formatDate("soon", "lv")).toBe("");
  });

  it("returns an empty string for missing or malformed values", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDate(undefined)).toBe("");
    expect(formatDate("")).toBe("");
    expect(formatDate("soon")).toBe("");
  });
});
