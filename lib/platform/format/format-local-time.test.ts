import { describe, expect, it } from "vitest";
import { formatLocalTime } from "./format-local-time";

describe("formatLocalTime", () => {
  const moment = new Date("2026-11-23T21:05:09.123Z");

  it("writes the reader's time as the UTC times are written, with the zone's offset", () => {
    expect(formatLocalTime(moment, "Europe/Riga")).toBe("2026-11-23 23:05:09 GMT+2");
    expect(formatLocalTime(new Date("2026-07-01T21:05:00Z"), "Europe/Riga")).toBe("2026-07-02 00:05:00 GMT+3");
    expect(formatLocalTime(moment, "America/New_York")).toBe("2026-11-23 16:05:09 GMT-5");
    expect(formatLocalTime(moment, "Asia/Kolkata")).toBe("2026-11-24 02:35:09 GMT+5:30");
  });

  it("says nothing where the reader's zone is UTC, beside the UTC time already shown", () => {
    expect(formatLocalTime(moment, "UTC")).toBeNull();
    expect(formatLocalTime(moment, "Europe/London")).toBeNull();
  });
});
