import { expect, it } from "vitest";
import { parseRetentionConfig, retentionCutoff } from "./retention-config";

it("keeps five years unless RETENTION_YEARS says otherwise, and refuses a value that is not whole years", () => {
  expect(parseRetentionConfig({})).toEqual({ years: 5 });
  expect(parseRetentionConfig({ RETENTION_YEARS: "" })).toEqual({ years: 5 });
  expect(parseRetentionConfig({ RETENTION_YEARS: "10" })).toEqual({ years: 10 });
  expect(() => parseRetentionConfig({ RETENTION_YEARS: "2.5" })).toThrow(
    "RETENTION_YEARS must be a whole number of years",
  );
  expect(() => parseRetentionConfig({ RETENTION_YEARS: "five" })).toThrow(
    "RETENTION_YEARS must be a whole number of years",
  );
  expect(() => parseRetentionConfig({ RETENTION_YEARS: "0" })).toThrow("RETENTION_YEARS must be at least 1");
});

it("cuts off the same UTC moment the given number of years earlier", () => {
  expect(retentionCutoff(new Date("2031-06-01T10:00:00.000Z"), 5).toISOString()).toBe("2026-06-01T10:00:00.000Z");
});
