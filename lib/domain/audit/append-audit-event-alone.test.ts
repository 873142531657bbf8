import { expect, it, vi } from "vitest";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { appendAuditEvent } from "./append-audit-event";
import type { AuditActor } from "./audit-actor";
import { verifyAuditTrail } from "./verify-audit-trail";

// Its own file: whether the writers' lock is in use is the process's to remember, and the audit trail's
// suite turns it on on purpose.
const ieva: AuditActor = {
  userId: "u1",
  userEmail: "ieva@example.lv",
  clientAddress: null,
  userAgent: null,
  requestId: null,
};
const signIn = { email: "ieva@example.lv" };

forEachDatabase("one process alone on the audit trail", (database, opened) => {
  it("goes on without the writers' lock after appends inside transactions, kept or undone", async () => {
    await appendAuditEvent(database(), ieva, "sign-in", signIn);
    // A lookup keeping its retrieval appends inside its own transaction; one whose transaction fails leaves no row.
    await database().transaction((tx) => appendAuditEvent(tx, ieva, "sign-in", signIn));
    await database()
      .transaction(async (tx) => {
        await appendAuditEvent(tx, ieva, "sign-in", signIn);
        throw new Error("undone");
      })
      .catch(() => undefined);
    // One that takes the next row while an append outside it, sure of the head, waits its turn for the database.
    await appendAuditEvent(database(), ieva, "sign-in", signIn);
    await Promise.all([
      appendAuditEvent(database(), ieva, "sign-in", signIn),
      database().transaction((tx) => appendAuditEvent(tx, ieva, "sign-in", signIn)),
    ]);

    // Under the lock, a write is a transaction of its own: alone, it is one INSERT after the head.
    const transactions = vi.spyOn(database(), "transaction");
    const after = await appendAuditEvent(database(), ieva, "sign-in", signIn);
    const next = await appendAuditEvent(database(), ieva, "sign-in", signIn);
    expect(transactions).not.toHaveBeenCalled();
    transactions.mockRestore();

    expect([after.seq, next.seq]).toEqual([6, 7]);
    expect(await verifyAuditTrail(database())).toEqual({ checked: 7 });
  });

  it("is one chain for the app's module graphs (jobs, routes, pages), each with its own copy of this code", async () => {
    vi.resetModules();
    const other = await import("./append-audit-event");
    expect(other.appendAuditEvent).not.toBe(appendAuditEvent);
    const transactions = vi.spyOn(database(), "transaction");
    for (const append of [other.appendAuditEvent, appendAuditEvent, other.appendAuditEvent, appendAuditEvent])
      await append(database(), ieva, "sign-in", signIn);
    expect(transactions).not.toHaveBeenCalled();
    transactions.mockRestore();
    expect(await verifyAuditTrail(database())).toEqual({ checked: 11 });
  });

  it("stays without the lock while lookups keeping retrievals append in transactions without pause (PGlite)", async ({
    skip,
  }) => {
    // PGlite is one connection and a transaction holds it whole: an append outside one can always be made sure
    // of. (PostgreSQL's other connections are writers like another process's, for which the lock is.)
    if (opened().kind !== "pglite") skip();
    let streaming = true;
    // Uncached lookups, each keeping its retrieval and its event in a transaction, back to back from 4 requests.
    const stream = async () => {
      while (streaming) await database().transaction((tx) => appendAuditEvent(tx, ieva, "sign-in", signIn));
    };
    const streams = Array.from({ length: 4 }, stream);
    // Cached lookups meanwhile, on the database itself: each read of the newest row is followed by a transaction.
    for (let i = 0; i < 20; i++) await appendAuditEvent(database(), ieva, "sign-in", signIn);
    streaming = false;
    await Promise.all(streams);

    const transactions = vi.spyOn(database(), "transaction");
    await appendAuditEvent(database(), ieva, "sign-in", signIn);
    await appendAuditEvent(database(), ieva, "sign-in", signIn);
    expect(transactions).not.toHaveBeenCalled();
    transactions.mockRestore();
    expect(await verifyAuditTrail(database())).toEqual({ checked: expect.any(Number) });
  });
});
