import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { storeRetrieval } from "@/lib/domain/evidence/store-retrieval";
import { changesQueryFailure } from "./changes-query-failure";

const REGCODE = "40003510005";
const STORED = createHash("sha256").update("{}").digest("hex");

forEachDatabase("the status of a changes page", (database) => {
  it("is 400 for a bad number or hash, 404 for a hash not stored for the number, and fine otherwise", async () => {
    await storeRetrieval(database(), {
      regcode: REGCODE,
      bytes: Buffer.from("{}"),
      sha256: STORED,
      retrievedAt: new Date("2026-11-23T10:00:00Z"),
      url: "http://127.0.0.1/",
      credential: null,
      actor: null,
      reason: "profile",
    });
    const failure = async (regcode: string, from: string | null, to: string | null = null) => {
      const error = await changesQueryFailure(database(), regcode, { from, to });
      return error && [error.status, error.message];
    };
    expect(await failure(REGCODE, null)).toBeUndefined();
    expect(await failure(REGCODE, STORED, STORED.toUpperCase())).toBeUndefined();
    expect(await failure(REGCODE, "abc")).toEqual([
      400,
      '"from" must be the SHA-256 of a retrieval: 64 hexadecimal digits.',
    ]);
    expect(await failure(REGCODE, STORED, "f".repeat(64))).toEqual([
      404,
      `No stored copy of ${REGCODE} has the SHA-256 ${"f".repeat(12)}…: the list of retrievals shows the ones kept.`,
    ]);
    expect(await failure("40003520003", STORED)).toEqual([
      404,
      `No stored copy of 40003520003 has the SHA-256 ${STORED.slice(0, 12)}…: the list of retrievals shows the ones kept.`,
    ]);
    expect((await failure("4000", null))?.[0]).toBe(400);
  });
});
