import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { seedUsers } from "@/dev/testing/seed-users";
import { monitoredEntities } from "@/lib/platform/db/schema/watchlists";
import { parseRegcode } from "@/lib/registry/regcode/parse-regcode";
import { checkAllNow } from "./check-all-now";
import { addToWatchlist } from "./watchlist-store";

const added = new Date("2026-11-28T10:00:00Z");
const now = new Date("2026-11-28T12:00:00Z");
const DAY = 24 * 3600_000;
const [A, B, C] = ["40003510005", "40003520003", "40003032949"].map(parseRegcode);

forEachDatabase("checking every entity of a list now", (database) => {
  let list: number;
  let other: number;
  beforeAll(async () => {
    await seedUsers(database(), "ieva", "juris");
    list = (await addToWatchlist(database(), "u-ieva", { regcode: A }, added, DAY, "en")).list;
    await addToWatchlist(database(), "u-ieva", { regcode: B, list }, added, DAY, "en");
    other = (await addToWatchlist(database(), "u-juris", { regcode: C }, added, DAY, "en")).list;
  });

  const due = async () =>
    Object.fromEntries(
      (
        await database()
          .select({ regcode: monitoredEntities.regcode, at: monitoredEntities.nextCheckAt })
          .from(monitoredEntities)
      ).map((row) => [row.regcode, row.at.getTime() === now.getTime()]),
    );

  it("makes every number of the list due now, and no other", async () => {
    expect(await due()).toEqual({ [A]: false, [B]: false, [C]: false });
    expect(await checkAllNow(database(), "u-ieva", list, now)).toEqual({ list, queued: 2 });
    expect(await due()).toEqual({ [A]: true, [B]: true, [C]: false });
  });

  it("refuses a list the user may not use", async () => {
    await expect(checkAllNow(database(), "u-ieva", other, now)).rejects.toMatchObject({ code: "not_found" });
    const [c] = await database().select().from(monitoredEntities).where(eq(monitoredEntities.regcode, C));
    expect(c?.nextCheckAt.getTime()).not.toBe(now.getTime());
  });
});
