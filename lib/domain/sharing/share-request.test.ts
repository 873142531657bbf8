import { beforeAll, expect, it } from "vitest";
import { createBatch, getBatch, shareBatch } from "@/lib/features/batch/batch-store";
import { parsePastedList } from "@/lib/features/batch/parse-batch-input";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { seedUsers } from "@/dev/testing/seed-users";
import { addToWatchlist, listWatchlists, shareWatchlist } from "@/lib/features/watchlists/watchlist-store";
import { parseInput } from "@/lib/platform/errors/input-error";
import { resolveShareRequest, shareRequestSchema } from "./share-request";

forEachDatabase("sharing watchlists and batches", (database) => {
  beforeAll(async () => {
    await seedUsers(database(), "ieva", "juris", "anna");
  });

  it("shares with named colleagues by email, with everyone, or with no one, answering an unknown email as a known one", async () => {
    const { list } = await addToWatchlist(database(), "u-ieva", { regcode: "40003510005" }, new Date(), 3600_000, "en");
    const batch = await createBatch(database(), "u-ieva", {
      name: "Shared screening",
      input: parsePastedList("40003510005", 10, "en"),
      inputSha256: "0".repeat(64),
    });
    const seesList = async (userId: string) => (await listWatchlists(database(), userId)).some((l) => l.id === list);
    const seesBatch = (userId: string) =>
      getBatch(database(), userId, batch).then(
        () => true,
        () => false,
      );

    const named = await resolveShareRequest(database(), { sharing: "named", shareWith: ["Juris@example.lv"] });
    await shareWatchlist(database(), "u-ieva", list, named);
    await shareBatch(database(), "u-ieva", batch, named);
    expect([await seesList("u-juris"), await seesList("u-anna")]).toEqual([true, false]);
    expect([await seesBatch("u-juris"), await seesBatch("u-anna")]).toEqual([true, false]);

    const everyone = await resolveShareRequest(database(), { sharing: "everyone", shareWith: [] });
    await shareWatchlist(database(), "u-ieva", list, everyone);
    expect(await seesList("u-anna")).toBe(true);
    await shareWatchlist(
      database(),
      "u-ieva",
      list,
      await resolveShareRequest(database(), { sharing: "private", shareWith: [] }),
    );
    expect([await seesList("u-juris"), await seesList("u-anna")]).toEqual([false, false]);

    // An email without an account is answered as one with: the form must not tell who has an account.
    const withUnknown = await resolveShareRequest(database(), {
      sharing: "named",
      shareWith: ["nobody@example.lv", "juris@example.lv"],
    });
    expect(withUnknown).toEqual(named);
    const onlyUnknown = await resolveShareRequest(database(), { sharing: "named", shareWith: ["nobody@example.lv"] });
    expect(onlyUnknown).toEqual({ sharing: "named", userIds: [] });
    await expect(
      resolveShareRequest(database(), { sharing: "named", shareWith: ["juris@example.lv", "juris", "@example.lv"] }),
    ).rejects.toThrow("Not an email address: juris, @example.lv. Name each colleague by their email address.");
    // Naming oneself would call the list shared while nobody else can see it; a non-owner is told it is not theirs.
    const withSelf = await resolveShareRequest(database(), {
      sharing: "named",
      shareWith: ["juris@example.lv", "IEVA@example.lv"],
    });
    await expect(shareWatchlist(database(), "u-ieva", list, withSelf)).rejects.toThrow(
      "You own it: name colleagues other than yourself.",
    );
    await expect(shareBatch(database(), "u-ieva", batch, withSelf)).rejects.toThrow("You own it");
    await expect(shareWatchlist(database(), "u-juris", list, withSelf)).rejects.toMatchObject({ status: 404 });
    expect(await seesList("u-juris")).toBe(false);
    // Only the owner shares: another user's attempt changes nothing.
    await expect(shareWatchlist(database(), "u-juris", list, everyone)).rejects.toMatchObject({ code: "not_found" });
    await expect(shareBatch(database(), "u-juris", batch, everyone)).rejects.toMatchObject({ code: "forbidden" });
  });
});

it("reads a share request as private, named or everyone, with no one named unless given", () => {
  expect(parseInput(shareRequestSchema, { sharing: "everyone" })).toEqual({ sharing: "everyone", shareWith: [] });
  expect(() => parseInput(shareRequestSchema, { sharing: "team" })).toThrow('"sharing" is private, named or everyone');
});
