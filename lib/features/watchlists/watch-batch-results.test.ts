import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { seedUsers } from "@/dev/testing/seed-users";
import { createBatch } from "@/lib/features/batch/batch-store";
import { batchRows } from "@/lib/platform/db/schema/batches";
import { monitoredEntities, watchlists } from "@/lib/platform/db/schema/watchlists";
import { watchBatchResults } from "./watch-batch-results";
import { addToWatchlist, listWatchlists } from "./watchlist-store";

const now = new Date("2026-11-28T10:00:00Z");
const DAY = 24 * 3600_000;
const [A, B, C] = ["40003510005", "40003520003", "40003032949"];

forEachDatabase("watching a batch's results", (database) => {
  let batch: number;
  let list: number;
  beforeAll(async () => {
    await seedUsers(database(), "ieva", "juris");
    batch = await createBatch(database(), "u-ieva", {
      name: "Onboarding",
      input: {
        numbers: [A, B, C],
        customerIds: { [A]: "C-1", [C]: "C-3" },
        duplicates: 0,
        invalid: [],
        checkDigitWarnings: [],
        entries: 3,
      },
      inputSha256: "0".repeat(64),
    });
    // A and B found, C not: only the found ones are watched.
    for (const [regcode, outcome] of [
      [A, "found"],
      [B, "found"],
      [C, "not_found"],
    ] as const)
      await database()
        .update(batchRows)
        .set({ state: "done", outcome })
        .where(and(eq(batchRows.batchId, batch), eq(batchRows.regcode, regcode)));
    list = (await addToWatchlist(database(), "u-ieva", { regcode: B }, now, DAY, "en")).list;
  });

  it("puts every found entity on the list with its customer id, once however often it is asked", async () => {
    expect(await watchBatchResults(database(), "u-ieva", batch, list, now, DAY)).toEqual({
      list,
      added: 1,
      updated: 0,
      unchanged: 1,
    });
    const [shown] = await listWatchlists(database(), "u-ieva");
    expect(shown?.entries.map((e) => [e.regcode, e.customerId])).toEqual([
      [A, "C-1"],
      [B, null],
    ]);
    const monitored = await database().select({ regcode: monitoredEntities.regcode }).from(monitoredEntities);
    expect(monitored.map((m) => m.regcode).sort()).toEqual([A, B]);
    expect(await watchBatchResults(database(), "u-ieva", batch, list, now, DAY)).toMatchObject({
      added: 0,
      unchanged: 2,
    });
  });

  it("refuses a batch or a list the user may not see", async () => {
    const [juris] = await database()
      .insert(watchlists)
      .values({ name: "Juris", ownerId: "u-juris" })
      .returning({ id: watchlists.id });
    await expect(watchBatchResults(database(), "u-juris", batch, juris.id, now, DAY)).rejects.toMatchObject({
      code: "not_found",
    });
    await expect(watchBatchResults(database(), "u-ieva", batch, juris.id, now, DAY)).rejects.toMatchObject({
      code: "not_found",
    });
  });
});
