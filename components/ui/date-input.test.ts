import { describe, expect, it } from "vitest";
import { isIsoDate } from "./date-input";

describe("a date field's value", () => {
  it("is taken when it is a real day written as the app prints dates", () => {
    expect(isIsoDate("2026-12-03")).toBe(true);
    expect(isIsoDate("2024-02-29")).toBe(true);
  });

  it("is held back while half-typed, in a browser's local format, or not a day of the calendar", () => {
    for (const text of ["2026-1", "2026-12-3", "03.12.2026", "12/03/2026", "2023-02-29", "2026-13-01", "2026-12-03x"])
      expect(isIsoDate(text), text).toBe(false);
  });
});
