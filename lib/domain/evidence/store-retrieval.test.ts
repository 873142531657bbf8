import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { recordBlobs, retrievals } from "@/lib/platform/db/schema/evidence";
import { expect, it } from "vitest";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { loadSnapshot } from "./load-snapshot";
import { storeRetrieval } from "./store-retrieval";

const regcode = "40003001001";
const answer = (text: string) => {
  const bytes = Buffer.from(text, "utf8");
  return { bytes, sha256: createHash("sha256").update(bytes).digest("hex") };
};
const retrieval = (text: string, at: string) => ({
  regcode,
  ...answer(text),
  retrievedAt: new Date(at),
  url: `https://registry.example/service/api/v1/legal-entities/${regcode}`,
  credential: "Standard",
  actor: "u-ieva",
  reason: "profile",
});

forEachDatabase("storing a retrieval", (database) => {
  it("keeps identical bytes once, adds a row for every retrieval, and gives the exact bytes back", async () => {
    const text = `{"registration_number":"${regcode}","name":"SIA \\"Ābols\\" — ${"x".repeat(2000)}"}`;
    await storeRetrieval(database(), retrieval(text, "2026-11-01T10:00:00.000Z"));
    await storeRetrieval(database(), retrieval(text, "2026-11-02T10:00:00.000Z"));
    const [{ blobs, rows, stored }] = await database()
      .select({
        blobs: sql<number>`(select count(*)::int from record_blobs)`,
        rows: sql<number>`(select count(*)::int from retrievals)`,
        stored: sql<number>`(select sum(length(compressed))::int from record_blobs)`,
      })
      .from(sql`(select 1) as one`);
    expect({ blobs, rows }).toEqual({ blobs: 1, rows: 2 });
    expect(stored).toBeLessThan(Buffer.byteLength(text) / 10);

    const snapshot = await loadSnapshot(database(), regcode, answer(text).sha256);
    expect(snapshot?.bytes.equals(Buffer.from(text, "utf8"))).toBe(true);
    expect(snapshot).toMatchObject({
      retrievedAt: new Date("2026-11-02T10:00:00.000Z"),
      credential: "Standard",
      url: `https://registry.example/service/api/v1/legal-entities/${regcode}`,
    });
  });

  it("keeps about one copy after 1,000 retrievals of an unchanged entity", async () => {
    const text = `{"registration_number":"40003001009","legal_name":"${"unchanged ".repeat(500)}"}`;
    for (let i = 0; i < 1000; i++)
      await storeRetrieval(database(), {
        ...retrieval(text, new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString()),
        regcode: "40003001009",
      });
    const [counts] = await database()
      .select({
        blobs: sql<number>`count(distinct ${retrievals.sha256})::int`,
        rows: sql<number>`count(*)::int`,
      })
      .from(retrievals)
      .where(eq(retrievals.regcode, "40003001009"));
    expect(counts).toEqual({ blobs: 1, rows: 1000 });
    const [copies] = await database()
      .select({ n: sql<number>`count(*)::int` })
      .from(recordBlobs)
      .where(eq(recordBlobs.sha256, answer(text).sha256));
    expect(copies?.n).toBe(1);
  });

  it("refuses bytes whose SHA-256 is not the stated one, and stores nothing", async () => {
    const wrong = { ...retrieval("{}", "2026-11-03T10:00:00.000Z"), sha256: answer("{ }").sha256 };
    await expect(storeRetrieval(database(), wrong)).rejects.toThrow(/do not have the SHA-256/);
    expect(await loadSnapshot(database(), regcode, answer("{ }").sha256)).toBeNull();
    expect(await loadSnapshot(database(), regcode, answer("{}").sha256)).toBeNull();
  });
});
