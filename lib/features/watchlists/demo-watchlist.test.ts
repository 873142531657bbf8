import { beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import type { Database } from "@/lib/platform/db/database";
import { user } from "@/lib/platform/db/schema/auth";
import { monitoredEntities } from "@/lib/platform/db/schema/watchlists";
import { DEMO_WATCHLIST_NAME, seedDemoWatchlist } from "./demo-watchlist";
import { listWatchlists } from "./watchlist-store";

const NOW = new Date("2026-06-10T09:00:00Z");
const quiet = { info: () => {} };

forEachDatabase("the demo watchlist", (database) => {
  let db: Database;
  const seed = () =>
    seedDemoWatchlist({ db, owner: "analyst@demo.test", intervalMs: 3_600_000, log: quiet, now: () => NOW });

  beforeAll(async () => {
    db = database();
    await db.insert(user).values([
      { id: "demo-anna", name: "Anna Analyst", email: "analyst@demo.test", roles: ["analyst"] },
      { id: "demo-arvids", name: "Arvīds Approver", email: "approver@demo.test", roles: ["analyst", "approver"] },
    ]);
  });

  it("watches the deep chain's root at start, on a list every demo account sees, once", async () => {
    expect(await seed()).toBe(1);
    const seen = await listWatchlists(db, "demo-arvids");
    expect(seen.map((l) => [l.name, l.sharing, l.entries.map((e) => e.regcode)])).toEqual([
      [DEMO_WATCHLIST_NAME, "everyone", ["40003850000"]],
    ]);
    expect((await db.select().from(monitoredEntities)).map((m) => m.regcode)).toEqual(["40003850000"]);
    expect(await seed()).toBe(0);
    expect(await listWatchlists(db, "demo-anna")).toHaveLength(1);
  });
});
