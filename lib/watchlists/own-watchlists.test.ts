import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { user } from "@/lib/db/schema/auth";
import { alerts, monitoredEntities, watchlists } from "@/lib/db/schema/watchlists";
import { forEachDatabase } from "@/lib/db/testing/for-each-database";
import { AppError } from "@/lib/errors/app-error";
import { createWatchlist, deleteWatchlist, renameWatchlist } from "./own-watchlists";
import { usableLists } from "./visible-lists";
import { addToWatchlist, listWatchlists } from "./watchlist-store";

const now = new Date("2026-11-28T10:00:00Z");
const DAY = 24 * 3600_000;
const ONLY_HERE = "40003510005";
const ON_TWO = "40103600076";

/** The error a call fails with, for its code and message key. */
async function failure(call: Promise<unknown>): Promise<AppError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

forEachDatabase("an owner's watchlists", (database) => {
  beforeAll(async () => {
    await database()
      .insert(user)
      .values([
        { id: "u-ieva", name: "Ieva", email: "ieva@example.lv" },
        { id: "u-juris", name: "Juris", email: "juris@example.lv" },
      ]);
  });

  it("creates lists by name, refusing a blank, overlong or already used name and changing nothing", async () => {
    const suppliers = await createWatchlist(database(), "u-ieva", { name: "  Suppliers " });
    expect(suppliers.name).toBe("Suppliers");
    for (const input of [{}, { name: "" }, { name: "   " }, { name: "x".repeat(81) }, { name: 7 }, null]) {
      const error = await failure(createWatchlist(database(), "u-ieva", input));
      expect(error.code).toBe("bad_request");
      expect(error.texts[0].key).toBe("watchlistName");
    }
    const taken = await failure(createWatchlist(database(), "u-ieva", { name: "suppliers" }));
    expect([taken.code, taken.texts[0].key]).toEqual(["conflict", "watchlistNameTaken"]);
    // Another owner may use the same name.
    await createWatchlist(database(), "u-juris", { name: "Suppliers" });
    expect((await usableLists(database(), "u-ieva")).map((list) => list.name)).toEqual(["Suppliers"]);
  });

  it("renames only the owner's own list, to a name not used by another of theirs", async () => {
    const [suppliers] = await usableLists(database(), "u-ieva");
    const clients = await createWatchlist(database(), "u-ieva", { name: "Clients" });
    const renamed = await renameWatchlist(database(), "u-ieva", suppliers.id, { name: "Key suppliers" });
    expect(renamed).toEqual({ id: suppliers.id, name: "Key suppliers", previous: "Suppliers" });
    // Its own name again, in other letters, is no clash.
    await renameWatchlist(database(), "u-ieva", suppliers.id, { name: "Key Suppliers" });
    const clash = await failure(renameWatchlist(database(), "u-ieva", clients.id, { name: "key suppliers" }));
    expect(clash.code).toBe("conflict");
    const notTheirs = await failure(renameWatchlist(database(), "u-juris", clients.id, { name: "Mine now" }));
    expect([notTheirs.code, notTheirs.texts[0].key]).toEqual(["not_found", "noOwnWatchlist"]);
    expect((await usableLists(database(), "u-ieva")).map((list) => list.name)).toEqual(["Key Suppliers", "Clients"]);
  });

  it("deletes a list with its entries and alerts; a number on no other list leaves monitoring", async () => {
    const [keySuppliers, clients] = await usableLists(database(), "u-ieva");
    for (const [regcode, list] of [
      [ONLY_HERE, clients.id],
      [ON_TWO, clients.id],
      [ON_TWO, keySuppliers.id],
    ] as const)
      await addToWatchlist(database(), "u-ieva", { regcode, list }, now, DAY, "en");
    await database().insert(alerts).values({
      watchlistId: clients.id,
      regcode: ONLY_HERE,
      severity: "high",
      summary: "s",
      fromSha256: "a",
      toSha256: "b",
    });

    const refused = await failure(deleteWatchlist(database(), "u-juris", clients.id));
    expect(refused.code).toBe("not_found");
    expect(await usableLists(database(), "u-ieva")).toHaveLength(2);

    expect(await deleteWatchlist(database(), "u-ieva", clients.id)).toEqual({
      id: clients.id,
      name: "Clients",
      entries: 2,
    });
    const left = await listWatchlists(database(), "u-ieva");
    expect(left.map((list) => [list.name, list.entries.map((entry) => entry.regcode)])).toEqual([
      ["Key Suppliers", [ON_TWO]],
    ]);
    expect(await database().select().from(alerts).where(eq(alerts.watchlistId, clients.id))).toEqual([]);
    const monitored = await database().select({ regcode: monitoredEntities.regcode }).from(monitoredEntities);
    expect(monitored.map((row) => row.regcode)).toEqual([ON_TWO]);
    expect(await database().select().from(watchlists).where(eq(watchlists.id, clients.id))).toEqual([]);
  });
});
