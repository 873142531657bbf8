import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { alertLists, alerts, monitoredEntities, watchlists } from "@/lib/platform/db/schema/watchlists";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { seedUsers } from "@/dev/testing/seed-users";
import { parseInput } from "@/lib/platform/errors/input-error";
import { createWatchlist, deleteWatchlist, renameWatchlist, watchlistNameSchema } from "./own-watchlists";
import { usableLists } from "@/lib/domain/sharing/visible-lists";
import { addToWatchlist, listWatchlists } from "./watchlist-store";

const now = new Date("2026-11-28T10:00:00Z");
const DAY = 24 * 3600_000;
const ONLY_HERE = "40003510005";
const ON_TWO = "40103600076";

it("reads a list's name trimmed, refusing a blank or overlong one", () => {
  expect(parseInput(watchlistNameSchema, { name: "  Suppliers " })).toEqual({ name: "Suppliers" });
  for (const input of [{}, { name: "" }, { name: "   " }, { name: "x".repeat(81) }, { name: 7 }, null]) {
    expect(() => parseInput(watchlistNameSchema, input)).toThrow(
      expect.objectContaining({ code: "bad_request", texts: [expect.objectContaining({ key: "watchlistName" })] }),
    );
  }
});

forEachDatabase("an owner's watchlists", (database) => {
  beforeAll(async () => {
    await seedUsers(database(), "ieva", "juris");
  });

  it("creates lists by name, refusing an already used name and changing nothing", async () => {
    const suppliers = await createWatchlist(database(), "u-ieva", "Suppliers");
    expect(suppliers.name).toBe("Suppliers");
    await expect(createWatchlist(database(), "u-ieva", "suppliers")).rejects.toMatchObject({
      code: "conflict",
      texts: [{ key: "watchlistNameTaken" }],
    });
    // Another owner may use the same name.
    await createWatchlist(database(), "u-juris", "Suppliers");
    expect((await usableLists(database(), "u-ieva", ONLY_HERE)).map((list) => list.name)).toEqual(["Suppliers"]);
  });

  it("renames only the owner's own list, to a name not used by another of theirs", async () => {
    const [suppliers] = await usableLists(database(), "u-ieva", ONLY_HERE);
    const clients = await createWatchlist(database(), "u-ieva", "Clients");
    const renamed = await renameWatchlist(database(), "u-ieva", suppliers.id, "Key suppliers");
    expect(renamed).toEqual({ id: suppliers.id, name: "Key suppliers", previous: "Suppliers" });
    // Its own name again, in other letters, is no clash.
    await renameWatchlist(database(), "u-ieva", suppliers.id, "Key Suppliers");
    await expect(renameWatchlist(database(), "u-ieva", clients.id, "key suppliers")).rejects.toMatchObject({
      code: "conflict",
    });
    await expect(renameWatchlist(database(), "u-juris", clients.id, "Mine now")).rejects.toMatchObject({
      code: "not_found",
      texts: [{ key: "noOwnWatchlist" }],
    });
    expect((await usableLists(database(), "u-ieva", ONLY_HERE)).map((list) => list.name)).toEqual([
      "Key Suppliers",
      "Clients",
    ]);
  });

  it("deletes a list with its entries and the alerts on it alone; a number on no other list leaves monitoring", async () => {
    const [keySuppliers, clients] = await usableLists(database(), "u-ieva", ONLY_HERE);
    for (const [regcode, list] of [
      [ONLY_HERE, clients.id],
      [ON_TWO, clients.id],
      [ON_TWO, keySuppliers.id],
    ] as const)
      await addToWatchlist(database(), "u-ieva", { regcode, list }, now, DAY, "en");
    // The profile's Watch control reads, in the same query, which lists hold the number it shows.
    expect((await usableLists(database(), "u-ieva", ONLY_HERE)).map((list) => list.holds)).toEqual([false, true]);
    expect((await usableLists(database(), "u-ieva", ON_TWO)).map((list) => list.holds)).toEqual([true, true]);
    const raised = await database()
      .insert(alerts)
      .values(
        [ONLY_HERE, ON_TWO].map((regcode) => ({
          regcode,
          severity: "high" as const,
          summary: "s",
          fromSha256: "a",
          toSha256: "b",
        })),
      )
      .returning({ id: alerts.id, regcode: alerts.regcode });
    const [onlyHere, onTwo] = raised.map((alert) => alert.id);
    await database()
      .insert(alertLists)
      .values([
        { alertId: onlyHere, watchlistId: clients.id },
        { alertId: onTwo, watchlistId: clients.id },
        { alertId: onTwo, watchlistId: keySuppliers.id },
      ]);

    await expect(deleteWatchlist(database(), "u-juris", clients.id)).rejects.toMatchObject({ code: "not_found" });
    expect(await usableLists(database(), "u-ieva", ONLY_HERE)).toHaveLength(2);

    expect(await deleteWatchlist(database(), "u-ieva", clients.id)).toEqual({
      id: clients.id,
      name: "Clients",
      entries: 2,
    });
    const left = await listWatchlists(database(), "u-ieva");
    expect(left.map((list) => [list.name, list.entries.map((entry) => entry.regcode)])).toEqual([
      ["Key Suppliers", [ON_TWO]],
    ]);
    // The alert on the deleted list alone went with it; the one another list is on too stays, on that list.
    expect((await database().select({ id: alerts.id }).from(alerts)).map((alert) => alert.id)).toEqual([onTwo]);
    expect(await database().select().from(alertLists)).toEqual([{ alertId: onTwo, watchlistId: keySuppliers.id }]);
    const monitored = await database().select({ regcode: monitoredEntities.regcode }).from(monitoredEntities);
    expect(monitored.map((row) => row.regcode)).toEqual([ON_TWO]);
    expect(await database().select().from(watchlists).where(eq(watchlists.id, clients.id))).toEqual([]);
  });
});
