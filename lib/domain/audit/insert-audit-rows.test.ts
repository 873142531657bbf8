import { asc } from "drizzle-orm";
import { expect, it } from "vitest";
import { auditEvents } from "@/lib/platform/db/schema/audit";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { insertAuditRows } from "./insert-audit-rows";

const row = (seq: number, userId: string | null) => ({
  seq,
  time: new Date(Date.UTC(2026, 10, 29, 12, 0, seq)),
  userId,
  userEmail: userId && `${userId}@example.lv`,
  clientAddress: seq % 2 ? "192.0.2.7" : null,
  userAgent: null,
  requestId: `req-${seq}`,
  eventType: "lookup",
  details: { regcode: "40003510005", source: seq % 2 ? "cache" : "registry", attempts: [seq] },
  prevHash: `prev-${seq}`,
  hash: `hash-${seq}`,
});

forEachDatabase("audit rows inserted by a prepared statement", (database) => {
  it("writes every column of every row, batch after batch of sizes it has and has not seen", async () => {
    const batches = [
      [row(1, "u1"), row(2, null), row(3, "u2")],
      [row(4, "u3")],
      // The same size as the first, with other values: the statement is reused, never its values.
      [row(5, null), row(6, "u4"), row(7, "u5")],
    ];
    for (const batch of batches) await insertAuditRows(database(), batch);
    await database().transaction((tx) => insertAuditRows(tx, [row(8, "u6"), row(9, null), row(10, "u7")]));

    const written = await database().select().from(auditEvents).orderBy(asc(auditEvents.seq));
    expect(written).toEqual([...batches.flat(), row(8, "u6"), row(9, null), row(10, "u7")]);
  });

  it("writes nothing of a batch with a row the table refuses", async () => {
    await expect(insertAuditRows(database(), [row(11, "u8"), row(1, "u1")])).rejects.toThrow();
    const written = await database().select({ seq: auditEvents.seq }).from(auditEvents);
    expect(written.map(({ seq }) => seq)).not.toContain(11);
  });
});
