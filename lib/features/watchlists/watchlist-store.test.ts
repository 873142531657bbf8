import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { watchEntries, watchlists } from "@/lib/platform/db/schema/watchlists";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { seedUsers } from "@/dev/testing/seed-users";
import { usableLists } from "@/lib/domain/sharing/visible-lists";
import { parseRegcode } from "@/lib/registry/regcode/parse-regcode";
import { parseInput } from "@/lib/platform/errors/input-error";
import { addToWatchlist, removalListParameter, removeFromWatchlist, watchRequestSchema } from "./watchlist-store";

const now = new Date("2026-11-28T10:00:00Z");
const DAY = 24 * 3600_000;
const REGCODE = parseRegcode("40003510005");

it("reads what to watch as a regcode and, if named, a list by its number", () => {
  expect(parseInput(watchRequestSchema, { regcode: REGCODE, list: 3 })).toEqual({ regcode: REGCODE, list: 3 });
  expect(() => parseInput(watchRequestSchema, { list: 3 })).toThrow(
    'Give the registration number to watch as "regcode"',
  );
  expect(() => parseInput(watchRequestSchema, { regcode: REGCODE, list: "3" })).toThrow(
    expect.objectContaining({ code: "bad_request", texts: [expect.objectContaining({ key: "listField" })] }),
  );
});

forEachDatabase("taking a number off a watchlist", (database) => {
  let ievas: number;
  let jurisOwn: number;
  beforeAll(async () => {
    await seedUsers(database(), "ieva", "juris");
    ievas = (await addToWatchlist(database(), "u-ieva", { regcode: REGCODE }, now, DAY, "en")).list;
    await database().update(watchlists).set({ sharing: "everyone" }).where(eq(watchlists.id, ievas));
    jurisOwn = (await addToWatchlist(database(), "u-juris", { regcode: REGCODE, list: undefined }, now, DAY, "en"))
      .list;
  });

  const entries = async () =>
    (await database().select({ list: watchEntries.watchlistId }).from(watchEntries)).map((e) => e.list).sort();

  it("requires the list: leaving it out takes the number off no list, where it took it off every visible one", () => {
    expect(() => removalListParameter(null)).toThrow(expect.objectContaining({ code: "bad_request" }));
    expect(() => removalListParameter("1,2")).toThrow(expect.objectContaining({ code: "bad_request" }));
    expect(removalListParameter("12")).toBe(12);
  });

  it("refuses a colleague's shared list to whoever it is shared with, and leaves the owner's entry", async () => {
    expect(jurisOwn).not.toBe(ievas);
    expect((await usableLists(database(), "u-juris", REGCODE)).map((l) => [l.id, l.own])).toEqual([
      [jurisOwn, true],
      [ievas, false],
    ]);
    await expect(removeFromWatchlist(database(), "u-juris", REGCODE, ievas)).rejects.toMatchObject({
      code: "forbidden",
      texts: [{ key: "watchlistOwnerRemoves" }],
    });
    expect(await entries()).toEqual([ievas, jurisOwn].sort());
  });

  it("takes it off the owner's own list only", async () => {
    expect(await removeFromWatchlist(database(), "u-juris", REGCODE, jurisOwn)).toEqual({ removed: 1 });
    expect(await entries()).toEqual([ievas]);
    await expect(removeFromWatchlist(database(), "u-juris", REGCODE, 999_999)).rejects.toMatchObject({
      code: "not_found",
    });
    expect(await removeFromWatchlist(database(), "u-ieva", REGCODE, ievas)).toEqual({ removed: 1 });
    expect(await entries()).toEqual([]);
  });
});
