import { describe, expect, it } from "vitest";
import { formatUtcTime } from "./format-utc-time";

describe("formatUtcTime", () => {
  it("writes a moment in UTC to the second, whatever offset it came with", () => {
    expect(formatUtcTime(new Date("2026-11-23T21:05:09.123Z"))).toBe("2026-11-23 21:05:09 UTC");
    expect(formatUtcTime("2026-11-23T23:05:09+02:00")).toBe("2026-11-23 21:05:09 UTC");
  });
});
