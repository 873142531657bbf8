import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import { user } from "@/lib/platform/db/schema/auth";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { countRetrievals, listRetrievals } from "./list-retrievals";
import { storeRetrieval } from "./store-retrieval";

const regcode = "40003001002";
const sha = (text: string) => createHash("sha256").update(text).digest("hex");

forEachDatabase("listing retrievals", (database) => {
  it("lists the number's retrievals newest first, saying who and whether the answer changed", async () => {
    await database().insert(user).values({ id: "u-ieva", name: "Ieva Analītiķe", email: "ieva@example.lv" });
    // Stored out of time order: the list follows the retrieval time.
    const stored = [
      ["v1", "2026-01-02T00:00:00.000Z", "u-ieva"],
      ["v1", "2026-01-01T00:00:00.000Z", null],
      ["v2", "2026-01-03T00:00:00.000Z", "u-gone"],
      ["v2", "2026-01-04T00:00:00.000Z", "u-ieva"],
      ["v1", "2026-01-05T00:00:00.000Z", "u-ieva"],
    ] as const;
    for (const [text, at, actor] of stored) {
      await storeRetrieval(database(), {
        regcode,
        bytes: Buffer.from(text),
        sha256: sha(text),
        retrievedAt: new Date(at),
        url: "https://registry.example/x",
        credential: "Standard",
        actor,
        reason: "profile",
      });
    }
    await storeRetrieval(database(), {
      regcode: "40003001003",
      bytes: Buffer.from("v2"),
      sha256: sha("v2"),
      retrievedAt: new Date("2026-01-06T00:00:00.000Z"),
      url: "https://registry.example/y",
      credential: null,
      actor: null,
      reason: "api",
    });

    const list = await listRetrievals(database(), regcode);
    expect(list.map((r) => [r.retrievedAt.toISOString().slice(0, 10), r.sha256, r.actor, r.changed])).toEqual([
      ["2026-01-05", sha("v1"), { id: "u-ieva", name: "Ieva Analītiķe", email: "ieva@example.lv" }, true],
      ["2026-01-04", sha("v2"), { id: "u-ieva", name: "Ieva Analītiķe", email: "ieva@example.lv" }, false],
      ["2026-01-03", sha("v2"), { id: "u-gone", name: null, email: null }, true],
      ["2026-01-02", sha("v1"), { id: "u-ieva", name: "Ieva Analītiķe", email: "ieva@example.lv" }, false],
      ["2026-01-01", sha("v1"), { id: null, name: null, email: null }, null],
    ]);
    expect(await countRetrievals(database(), regcode)).toBe(5);

    // A page's oldest row still compares with the row before it, on the next page.
    const page = await listRetrievals(database(), regcode, { limit: 2, offset: 2 });
    expect(page.map((r) => [r.retrievedAt.toISOString().slice(0, 10), r.changed])).toEqual([
      ["2026-01-03", true],
      ["2026-01-02", false],
    ]);
  });
});
