import { expect, it } from "vitest";
import { forEachDatabase } from "@/lib/db/testing/for-each-database";
import { claimDailyRun } from "./claim-daily-run";

forEachDatabase("claiming a daily run", (database) => {
  it("lets one claim per job and UTC day succeed", async () => {
    const morning = new Date("2026-11-23T00:30:00.000Z");
    const evening = new Date("2026-11-23T23:59:00.000Z");
    const nextDay = new Date("2026-11-24T00:00:00.000Z");
    const claims = await Promise.all([
      claimDailyRun(database(), "retention", morning),
      claimDailyRun(database(), "retention", morning),
    ]);
    expect(claims.sort()).toEqual([false, true]);
    expect(await claimDailyRun(database(), "retention", evening)).toBe(false);
    expect(await claimDailyRun(database(), "other-job", evening)).toBe(true);
    expect(await claimDailyRun(database(), "retention", nextDay)).toBe(true);
  });
});
