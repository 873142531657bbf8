import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { RETRIEVALS_PAGE_SIZE } from "./list-retrievals";
import { retrievalsPageFailure } from "./retrievals-page-failure";
import { storeRetrieval } from "./store-retrieval";

const regcode = "40003001002";

forEachDatabase("the retrievals page's status", (database) => {
  it("refuses a page past the last with 404 and a number that is not one with 400; the pages it has pass", async () => {
    // One more than a page holds: two pages.
    for (let i = 0; i <= RETRIEVALS_PAGE_SIZE; i++) {
      const bytes = Buffer.from(`v${i}`);
      await storeRetrieval(database(), {
        regcode,
        bytes,
        sha256: createHash("sha256").update(bytes).digest("hex"),
        retrievedAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
        url: "https://registry.example/x",
        credential: null,
        actor: null,
        reason: "profile",
      });
    }
    const failure = (regcodeAsked: string, query: string) =>
      retrievalsPageFailure(database(), regcodeAsked, new URLSearchParams(query));

    expect(await failure(regcode, "")).toBeUndefined();
    expect(await failure(regcode, "page=2")).toBeUndefined();
    const past = await failure(regcode, "page=3");
    expect(past?.status).toBe(404);
    expect(past?.message).toBe(`There is no page 3 of the retrievals of ${regcode}; the last is page 2.`);
    // A number nothing was kept of has its one, empty page.
    expect(await failure("40003001003", "page=1")).toBeUndefined();
    expect((await failure("40003001003", "page=2"))?.status).toBe(404);
    // Not a page number at all reads as the first page, as the page itself reads it.
    expect(await failure(regcode, "page=abc")).toBeUndefined();
    expect((await failure("4000300100", ""))?.status).toBe(400);
  });
});
