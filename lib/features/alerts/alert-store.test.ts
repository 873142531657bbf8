import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import type { Database } from "@/lib/platform/db/database";
import { LeanPGlite } from "@/lib/platform/db/lean-pglite";
import { MIGRATIONS_FOLDER } from "@/lib/platform/db/open-database";
import * as schema from "@/lib/platform/db/schema";
import { user } from "@/lib/platform/db/schema/auth";
import { alertLists, alerts, watchEntries, watchlists, watchlistShares } from "@/lib/platform/db/schema/watchlists";
import { listWatchlists } from "@/lib/features/watchlists/watchlist-store";
import { acknowledgeAlert, listAlerts, openAlertCount, raiseAlert, visibleAlert } from "./alert-store";
import type { AlertFindings } from "./alert-summary";

const ENTITY = "40003510005";
const OFFICERS: AlertFindings = {
  sanctionsAdded: false,
  statusTo: null,
  majorityOwnerChanged: false,
  sections: [{ section: "officers", count: 1 }],
};
const SHA = (c: string) => c.repeat(64);
const now = new Date("2026-12-01T08:00:00Z");

const raise = (db: Database, change: string, extra: { regcode?: string; effect?: unknown } = {}) =>
  db.transaction((tx) =>
    raiseAlert(tx, {
      regcode: extra.regcode ?? ENTITY,
      legalName: "Ziemeļu Dzintars SIA",
      severity: "medium",
      findings: OFFICERS,
      effect: extra.effect,
      fromSha256: SHA(change),
      toSha256: SHA(String.fromCharCode(change.charCodeAt(0) + 1)),
      createdAt: new Date(now.getTime() + change.charCodeAt(0) * 1000),
    }),
  );

forEachDatabase("alerts on an entity several lists hold", (database) => {
  it("raises one alert per change, seen once by the users of either list, counted and acknowledged once", async () => {
    const db = database();
    await db
      .insert(user)
      .values(
        ["ieva", "anna", "juris", "zane"].map((name) => ({ id: `u-${name}`, name, email: `${name}@example.lv` })),
      );
    // Ieva's list is shared with Anna by name; Juris's is his own.
    const [suppliers, clients] = await db
      .insert(watchlists)
      .values([
        { name: "Suppliers", ownerId: "u-ieva", sharing: "named" },
        { name: "Clients", ownerId: "u-juris" },
      ])
      .returning({ id: watchlists.id });
    await db.insert(watchlistShares).values({ watchlistId: suppliers.id, userId: "u-anna" });
    await db.insert(watchEntries).values([
      { watchlistId: suppliers.id, regcode: ENTITY, customerId: "S-0042" },
      { watchlistId: clients.id, regcode: ENTITY, customerId: "K-7" },
    ]);

    const [first] = await raise(db, "a", { effect: { severity: "medium", effects: ["owner-added"] } });
    expect(first).toMatchObject({ watchlists: [suppliers.id, clients.id], severity: "medium" });
    const [second] = await raise(db, "c");
    // One alerts row per change, each on both lists; an entity no list holds raises none.
    expect(await raise(db, "e", { regcode: "40003999999" })).toEqual([]);
    const stored = await db.select({ id: alerts.id, effect: alerts.effect }).from(alerts).orderBy(alerts.id);
    expect(stored).toEqual([
      { id: first.id, effect: { severity: "medium", effects: ["owner-added"] } },
      { id: second.id, effect: null },
    ]);
    expect(await db.select().from(alertLists).where(eq(alertLists.alertId, first.id))).toHaveLength(2);

    // Each user sees each alert once, named on those of its lists they may see, with their customer ids.
    const seen = async (userId: string) =>
      (await listAlerts(db, userId, "open", "en")).map((a) => [a.id, a.watchlists, a.customerIds]);
    const onSuppliers = [{ id: suppliers.id, name: "Suppliers" }];
    const onClients = [{ id: clients.id, name: "Clients" }];
    expect(await seen("u-ieva")).toEqual([
      [second.id, onSuppliers, ["S-0042"]],
      [first.id, onSuppliers, ["S-0042"]],
    ]);
    expect(await seen("u-anna")).toEqual(await seen("u-ieva"));
    expect(await seen("u-juris")).toEqual([
      [second.id, onClients, ["K-7"]],
      [first.id, onClients, ["K-7"]],
    ]);
    expect(await seen("u-zane")).toEqual([]);
    expect((await visibleAlert(db, "u-anna", first.id)).watchlists).toEqual(["Suppliers"]);
    await expect(visibleAlert(db, "u-zane", first.id)).rejects.toMatchObject({ code: "not_found" });

    // Once Juris shares his list with everyone, Ieva sees both lists on one alert, still counted once.
    await db.update(watchlists).set({ sharing: "everyone" }).where(eq(watchlists.id, clients.id));
    expect(await seen("u-ieva")).toEqual([
      [second.id, [...onSuppliers, ...onClients], ["K-7", "S-0042"]],
      [first.id, [...onSuppliers, ...onClients], ["K-7", "S-0042"]],
    ]);
    expect(await openAlertCount(db, "u-ieva")).toBe(2);
    expect(await openAlertCount(db, "u-zane")).toBe(2);
    const entryCounts = async (userId: string) =>
      (await listWatchlists(db, userId)).map((list) => [list.name, list.entries.map((e) => e.openAlerts)]);
    expect(await entryCounts("u-ieva")).toEqual([
      ["Suppliers", [2]],
      ["Clients", [2]],
    ]);

    // Acknowledged once, by a user of either list, for both.
    await acknowledgeAlert(db, "u-juris", first.id, "Board change reviewed", now);
    await expect(acknowledgeAlert(db, "u-anna", first.id, "Seen it too", now)).rejects.toMatchObject({
      code: "not_found",
    });
    for (const userId of ["u-ieva", "u-anna", "u-juris"]) expect(await openAlertCount(db, userId)).toBe(1);
    expect(await entryCounts("u-ieva")).toEqual([
      ["Suppliers", [1]],
      ["Clients", [1]],
    ]);
    const [acknowledged] = await listAlerts(db, "u-anna", "acknowledged", "en");
    expect(acknowledged).toMatchObject({ id: first.id, acknowledgedBy: "juris", note: "Board change reviewed" });
  });

  it("refuses to acknowledge an alert on no list the user may see", async () => {
    const db = database();
    const [own] = await db
      .insert(watchlists)
      .values({ name: "Private", ownerId: "u-ieva" })
      .returning({ id: watchlists.id });
    await db.insert(watchEntries).values({ watchlistId: own.id, regcode: "40003520003" });
    const [raised] = await raise(db, "g", { regcode: "40003520003" });
    await expect(acknowledgeAlert(db, "u-anna", raised.id, "Not mine", now)).rejects.toMatchObject({
      code: "not_found",
    });
    expect((await listAlerts(db, "u-anna", "all", "en")).map((a) => a.id)).not.toContain(raised.id);
    expect((await acknowledgeAlert(db, "u-ieva", raised.id, "Mine", now)).id).toBe(raised.id);
  });
});

describe("migration 0015 (alerts.watchlist_id dropped)", () => {
  it("keeps the alerts raised before, each on the list it was raised on (0014 backfilled alert_lists)", async () => {
    // The migrations up to 0013, as a database made before alert lists would have had them.
    const before = mkdtempSync(path.join(tmpdir(), "rl-migrations-"));
    cpSync(MIGRATIONS_FOLDER, before, { recursive: true });
    const journalFile = path.join(before, "meta", "_journal.json");
    const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: Array<{ idx: number }> };
    journal.entries = journal.entries.filter((entry) => entry.idx <= 13);
    writeFileSync(journalFile, JSON.stringify(journal));

    const client = await LeanPGlite.open();
    try {
      const db = drizzle({ client, schema });
      await migrate(db, { migrationsFolder: before });
      await client.exec(`
        insert into "user" (id, name, email) values ('u-ieva', 'Ieva', 'ieva@example.lv'),
          ('u-juris', 'Juris', 'juris@example.lv');
        insert into watchlists (id, name, owner_id) values (1, 'Suppliers', 'u-ieva'), (2, 'Clients', 'u-juris');
        insert into watch_entries (watchlist_id, regcode) values (1, '${ENTITY}'), (2, '${ENTITY}');
        insert into alerts (id, watchlist_id, regcode, severity, summary, from_sha256, to_sha256) values
          (10, 1, '${ENTITY}', 'high', 'Changed: Officers (1).', '${SHA("a")}', '${SHA("b")}'),
          (11, 2, '${ENTITY}', 'high', 'Changed: Officers (1).', '${SHA("a")}', '${SHA("b")}');
      `);
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

      const seen = async (userId: string) =>
        (await listAlerts(db, userId, "open", "en")).map((a) => [a.id, a.watchlists.map((list) => list.name)]);
      expect(await seen("u-ieva")).toEqual([[10, ["Suppliers"]]]);
      expect(await seen("u-juris")).toEqual([[11, ["Clients"]]]);
      expect(await openAlertCount(db, "u-ieva")).toBe(1);
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from information_schema.columns where table_name = 'alerts' and column_name = 'watchlist_id'`,
      );
      expect(rows).toEqual([{ n: 0 }]);
    } finally {
      await client.close();
    }
  }, 60_000);
});
