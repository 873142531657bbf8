import { describe, expect, it } from "vitest";
import { firstCheckAt, nextCheckAt } from "./check-schedule";

const now = new Date("2026-11-24T00:00:00Z");
const DAY = 24 * 3600_000;

describe("when watched numbers are checked", () => {
  it("spreads first checks of a list added at once evenly over the interval", () => {
    const hours = Array.from({ length: 2400 }, (_, i) => String(40003000000 + i * 7))
      .map((regcode) => (firstCheckAt(regcode, now, DAY).getTime() - now.getTime()) / 3600_000)
      .map(Math.floor);
    const perHour = Array.from({ length: 24 }, (_, h) => hours.filter((x) => x === h).length);
    // 100 a hour on average: no hour gets fewer than 70 or more than 130.
    expect(Math.min(...perHour)).toBeGreaterThanOrEqual(70);
    expect(Math.max(...perHour)).toBeLessThanOrEqual(130);
    expect(firstCheckAt("40003510005", now, DAY)).toEqual(firstCheckAt("40003510005", now, DAY));
  });

  it("checks again a full interval after a success, and sooner after failures, backing off", () => {
    const after = (failures: number) => (nextCheckAt(now, DAY, failures).getTime() - now.getTime()) / 60_000;
    expect([after(0), after(1), after(2), after(3), after(20)]).toEqual([1440, 5, 10, 20, 1440]);
  });
});
