import { PGlite, types } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LeanPGlite } from "./lean-pglite";

const select = `select timestamptz '2026-11-29 12:34:56.789+00' as at, date '2026-11-29' as day,
  interval '1 day 2 hours' as span, array[timestamptz '2026-11-29 00:00+00'] as ats, 7::int as n`;

describe("LeanPGlite", () => {
  let client: LeanPGlite;
  beforeAll(async () => {
    client = await LeanPGlite.open();
  }, 60_000);
  afterAll(() => client.close());

  it("gives drizzle dates, times and intervals as their text, as drizzle's own parsers ask", async () => {
    const db = drizzle({ client });
    const { rows } = await db.execute(sql.raw(select));
    expect(rows).toEqual([
      {
        at: "2026-11-29 12:34:56.789+00",
        day: "2026-11-29",
        span: "1 day 02:00:00",
        ats: '{"2026-11-29 00:00:00+00"}',
        n: 7,
      },
    ]);
    const inTransaction = await db.transaction((tx) => tx.execute(sql.raw(select)));
    expect(inTransaction.rows).toEqual(rows);
    // The same as drizzle reads through PGlite as it comes.
    const plain = await PGlite.create();
    try {
      expect((await drizzle({ client: plain }).execute(sql.raw(select))).rows).toEqual(rows);
    } finally {
      await plain.close();
    }
  }, 60_000);

  it("applies parsers that do more than keep the text, in and out of a transaction", async () => {
    const parsers = { [types.INT4]: (value: string) => `#${value}`, [types.DATE]: (value: string) => `day ${value}` };
    const { rows } = await client.query(select, [], { parsers });
    expect(rows).toEqual([expect.objectContaining({ n: "#7", day: "day 2026-11-29" })]);
    const inTransaction = await client.transaction((tx) => tx.query(select, [], { parsers }));
    expect(inTransaction.rows).toEqual(rows);
  });

  it("reads dates as PGlite itself does for a caller that asks for its own parsers", async () => {
    const { rows } = await client.query<{ at: unknown; n: unknown }>(select, [], { parsers: client.ownParsers });
    expect(rows[0].at).toEqual(new Date("2026-11-29T12:34:56.789Z"));
    expect(rows[0].n).toBe(7);
  });

  it("stores bytea as exactly the bytes given, a view into a larger buffer included, and reads them back", async () => {
    const whole = Uint8Array.from({ length: 300 }, (_, i) => (i * 7) % 256);
    const view = whole.subarray(17, 290);
    const { rows } = await client.query<{ hex: string; back: Uint8Array; empty: Uint8Array }>(
      "select encode($1::bytea, 'hex') as hex, $1::bytea as back, $2::bytea as empty",
      [view, new Uint8Array(0)],
    );
    expect(rows[0].hex).toBe(Buffer.from(view).toString("hex"));
    expect([...rows[0].back]).toEqual([...view]);
    expect(rows[0].empty).toHaveLength(0);
    await expect(client.query("select $1::bytea", ["not bytes"])).rejects.toThrow("Invalid input for bytea type");
  });
});
