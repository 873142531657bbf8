import type { Database } from "@/lib/platform/db/database";
import { sql } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { auditEvents } from "@/lib/platform/db/schema/audit";
import { appendAuditEvent } from "./append-audit-event";
import type { AuditActor } from "./audit-actor";
import { auditChainKey } from "./audit-chain-key";
import { type AuditContent, GENESIS_HASH, keyedChainHash } from "./audit-content";
import { listAuditEvents } from "./list-audit-events";
import { verifyAuditTrail } from "./verify-audit-trail";

const ieva: AuditActor = {
  userId: "u-ieva",
  userEmail: "ieva@example.lv",
  clientAddress: "192.0.2.10",
  userAgent: "Mozilla/5.0 (X11; Linux x86_64)",
  requestId: "req-00000001",
};
const lookup = (regcode: string) =>
  ({
    regcode,
    reason: "profile",
    credential: "Demo",
    sha256: "ab".repeat(32),
    source: "registry",
    outcome: "ok",
  }) as const;

/** Runs `tamper` and the check in a transaction that is then undone, so each test starts from the intact trail. */
async function afterTampering(db: Database, ...statements: string[]) {
  let report;
  await db
    .transaction(async (tx) => {
      for (const statement of statements) await tx.execute(sql.raw(statement));
      report = await verifyAuditTrail(tx);
      throw new Error("undo");
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error && error.message === "undo")) throw error;
    });
  return report;
}

forEachDatabase("the audit trail", (database) => {
  it("chains each event to the one before, from the genesis hash", async () => {
    const time = new Date("2026-11-23T10:00:00.123Z");
    const first = await appendAuditEvent(database(), ieva, "sign-in", { email: "ieva@example.lv" }, () => time);
    const second = await appendAuditEvent(database(), ieva, "lookup", lookup("40003000001"), () => time);
    expect(first.seq).toBe(1);
    expect(second.seq).toBe(2);
    const rows = await listAuditEvents(database(), {}, 10);
    expect(rows.map((row) => [row.seq, row.eventType, row.prevHash])).toEqual([
      [2, "lookup", first.hash],
      [1, "sign-in", GENESIS_HASH],
    ]);
    expect(rows[1]).toMatchObject({ ...ieva, time, details: { email: "ieva@example.lv" }, hash: first.hash });
    expect(await verifyAuditTrail(database())).toEqual({ checked: 2 });
  });

  it("never forks the chain when writers with their own idea of the newest row append at once", async () => {
    // Each transaction is a writer with its own idea of the newest row: on PostgreSQL each holds its own connection.
    const writers = Array.from({ length: 40 }, (_, i) => {
      const event = () => lookup("40003000002");
      const who = { ...ieva, requestId: `req-c${i}` };
      return i % 2 === 0
        ? appendAuditEvent(database(), who, "lookup", event())
        : database().transaction((tx) => appendAuditEvent(tx, who, "lookup", event()));
    });
    await Promise.all(writers);
    const seqs = (await listAuditEvents(database(), {}, 100)).map((row) => row.seq);
    expect(seqs).toEqual(Array.from({ length: 42 }, (_, i) => 42 - i));
    expect(await verifyAuditTrail(database())).toEqual({ checked: 42 });
  });

  it("names a row edited in the database", async () => {
    const edited = `update audit_events set details = jsonb_set(details, '{outcome}', '"not_found"') where seq = 5`;
    expect(await afterTampering(database(), edited)).toEqual({
      checked: 5,
      problem: {
        seq: 5,
        kind: "changed",
        message: "row 5: its content no longer matches its hash (the row was edited)",
      },
    });
    const retimed = `update audit_events set time = time - interval '1 hour' where seq = 9`;
    expect(await afterTampering(database(), retimed)).toMatchObject({
      checked: 9,
      problem: { seq: 9, kind: "changed" },
    });
  });

  it("names the row after a removed one, and the first of two swapped rows", async () => {
    expect(await afterTampering(database(), "delete from audit_events where seq = 7")).toMatchObject({
      checked: 7,
      problem: { seq: 8, kind: "removed" },
    });
    const swap = [
      "update audit_events set seq = case seq when 11 then 12 else 11 end + 1000 where seq in (11, 12)",
      "update audit_events set seq = seq - 1000 where seq > 1000",
    ];
    expect(await afterTampering(database(), ...swap)).toMatchObject({
      checked: 11,
      problem: { seq: 11, kind: "reordered", message: expect.stringContaining("chained after row 12") },
    });
    expect(await verifyAuditTrail(database())).toEqual({ checked: 42 });
  });

  it("filters by user (email or id), number, event and time", async () => {
    await appendAuditEvent(database(), { ...ieva, userId: "u-karlis", userEmail: "karlis@example.lv" }, "export", {
      regcode: "40003000001",
      file: "officers.csv",
      sha256: "cd".repeat(32),
    });
    const seqsOf = async (filter: Parameters<typeof listAuditEvents>[1]) =>
      (await listAuditEvents(database(), filter, 100)).map((row) => row.seq);
    expect(await seqsOf({ user: "Karlis@Example.lv" })).toEqual([43]);
    expect(await seqsOf({ user: "u-karlis" })).toEqual([43]);
    expect(await seqsOf({ regcode: "40003000001" })).toEqual([43, 2]);
    expect(await seqsOf({ event: "sign-in" })).toEqual([1]);
    expect(await seqsOf({ to: new Date("2026-11-23T10:00:00.124Z") })).toEqual([2, 1]);
    expect(await seqsOf({ from: new Date("2026-11-23T10:00:00.124Z"), event: "sign-in" })).toEqual([]);
    expect((await listAuditEvents(database(), {}, 3)).map((row) => row.seq)).toEqual([43, 42, 41]);
  });

  it("takes turns under the writers' lock once another process has written a row", async () => {
    const before = await appendAuditEvent(database(), ieva, "sign-in", { email: "ieva@example.lv" });
    // Another instance's row, chained as that instance chains it, after the head this process knows.
    const theirs: AuditContent = { ...ieva, userId: "u-other", time: new Date(), eventType: "sign-out", details: {} };
    await database()
      .insert(auditEvents)
      .values({
        ...theirs,
        seq: before.seq + 1,
        prevHash: before.hash,
        hash: keyedChainHash(auditChainKey(), before.hash, theirs),
      });

    const transactions = vi.spyOn(database(), "transaction");
    const after = await appendAuditEvent(database(), ieva, "lookup", lookup("40003000003"));
    await appendAuditEvent(database(), ieva, "lookup", lookup("40003000003"));
    // Under the lock a write is a transaction of its own: lock, the head read under it, INSERT.
    expect(transactions).toHaveBeenCalledTimes(2);
    transactions.mockRestore();
    expect(after.seq).toBe(before.seq + 2);
    expect(await verifyAuditTrail(database())).toEqual({ checked: before.seq + 3 });
  });

  it("keeps every field of appends written together, nulls, quotes and nesting included", async () => {
    const nobody: AuditActor = { userId: null, userEmail: null, clientAddress: null, userAgent: null, requestId: null };
    const awkward = { ...lookup("40003000004"), note: 'Pūce "Ltd" \\ {a,b}', path: ["x", { y: null }] };
    const time = new Date("2026-11-23T10:00:00.456Z");
    const appends = [nobody, ieva, nobody].map((actor) =>
      appendAuditEvent(database(), actor, "lookup", awkward, () => time),
    );
    const written = await Promise.all(appends);
    expect(written.map((row) => row.seq - written[0].seq)).toEqual([0, 1, 2]);
    const rows = (await listAuditEvents(database(), {}, 3)).reverse();
    expect(rows.map((row) => row.hash)).toEqual(written.map((row) => row.hash));
    expect(rows[0]).toMatchObject({ ...nobody, time, eventType: "lookup", details: awkward });
    expect(rows[1]).toMatchObject({ ...ieva, time, details: awkward });
    expect(await verifyAuditTrail(database())).toEqual({ checked: written[2].seq });
  });
});
