import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { loadSnapshot } from "./load-snapshot";
import { storeRetrieval } from "./store-retrieval";

const sha = (text: string) => createHash("sha256").update(text).digest("hex");

forEachDatabase("loading a stored copy", (database) => {
  it("gives the newest retrieval of that hash for that number, and nothing for another number or hash", async () => {
    const store = (regcode: string, at: string, credential: string) =>
      storeRetrieval(database(), {
        regcode,
        bytes: Buffer.from("same"),
        sha256: sha("same"),
        retrievedAt: new Date(at),
        url: `https://registry.example/${regcode}`,
        credential,
        actor: null,
        reason: "api",
      });
    await store("40003001004", "2026-02-01T00:00:00.000Z", "Standard");
    await store("40003001004", "2026-02-03T00:00:00.000Z", "Full");
    await store("40003001004", "2026-02-02T00:00:00.000Z", "Standard");

    expect(await loadSnapshot(database(), "40003001004", sha("same"))).toEqual({
      bytes: Buffer.from("same"),
      sha256: sha("same"),
      retrievedAt: new Date("2026-02-03T00:00:00.000Z"),
      url: "https://registry.example/40003001004",
      credential: "Full",
    });
    expect(await loadSnapshot(database(), "40003001005", sha("same"))).toBeNull();
    expect(await loadSnapshot(database(), "40003001004", sha("other"))).toBeNull();
  });
});
