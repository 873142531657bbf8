import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { seedUsers } from "@/dev/testing/seed-users";
import { monitoredEntities, watchlists } from "@/lib/platform/db/schema/watchlists";
import { parseRegcode } from "@/lib/registry/regcode/parse-regcode";
import { importToWatchlist } from "./import-to-watchlist";
import { addToWatchlist, listWatchlists } from "./watchlist-store";
import { watchlistCsv, watchlistForExport } from "./watchlist-csv";

const now = new Date("2026-11-28T10:00:00Z");
const DAY = 24 * 3600_000;
const [A, B, C] = ["40003510005", "40003520003", "40003032949"].map(parseRegcode);

forEachDatabase("importing a client book into a watchlist", (database) => {
  let list: number;
  beforeAll(async () => {
    await seedUsers(database(), "ieva", "juris");
    list = (await addToWatchlist(database(), "u-ieva", { regcode: A }, now, DAY, "en")).list;
  });

  it("adds each number with its customer id, under monitoring, and updates the id of one the list holds", async () => {
    const entries = [
      { regcode: A, customerId: "C-1" },
      { regcode: B, customerId: "C-2" },
    ];
    expect(await importToWatchlist(database(), "u-ieva", list, entries, now, DAY)).toEqual({
      list,
      added: 1,
      updated: 1,
      unchanged: 0,
    });
    const again = [...entries, { regcode: C, customerId: "C-3" }].map((e) =>
      e.regcode === B ? { ...e, customerId: "C-2b" } : e,
    );
    expect(await importToWatchlist(database(), "u-ieva", list, again, now, DAY)).toEqual({
      list,
      added: 1,
      updated: 1,
      unchanged: 1,
    });
    const [shown] = await listWatchlists(database(), "u-ieva");
    expect(shown?.entries.map((e) => [e.regcode, e.customerId])).toEqual([
      [C, "C-3"],
      [A, "C-1"],
      [B, "C-2b"],
    ]);
    const monitored = await database().select({ regcode: monitoredEntities.regcode }).from(monitoredEntities);
    expect(monitored.map((m) => m.regcode).sort()).toEqual([A, B, C].sort());
  });

  it("refuses a list the user may not use, changing nothing", async () => {
    await expect(
      importToWatchlist(database(), "u-juris", list, [{ regcode: C, customerId: "X" }], now, DAY),
    ).rejects.toMatchObject({ code: "not_found" });
    await database().update(watchlists).set({ sharing: "everyone" }).where(eq(watchlists.id, list));
    expect(await importToWatchlist(database(), "u-juris", list, [{ regcode: C, customerId: "C-3" }], now, DAY)).toEqual(
      { list, added: 0, updated: 0, unchanged: 1 },
    );
  });

  it("exports the list with each entity's customer id", async () => {
    const exported = await watchlistForExport(database(), "u-ieva", list);
    const csv = watchlistCsv(exported.entries, "en").replace(/^\uFEFF/, "");
    expect(csv.split("\r\n")).toEqual([
      "Registration number,Name,Status,Customer id,Last check (UTC),Last check's outcome,Last change (UTC)",
      `${C},,,C-3,,,`,
      `${A},,,C-1,,,`,
      `${B},,,C-2b,,,`,
      "",
    ]);
    await expect(watchlistForExport(database(), "u-juris", 999_999)).rejects.toMatchObject({ code: "not_found" });
  });
});
