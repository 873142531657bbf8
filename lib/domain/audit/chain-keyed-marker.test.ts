import { asc } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { auditEvents } from "@/lib/platform/db/schema/audit";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { appendAuditEvent } from "./append-audit-event";
import { chainHash, GENESIS_HASH } from "./audit-content";
import { ensureChainKeyed } from "./chain-keyed-marker";
import { verifyAuditTrail } from "./verify-audit-trail";

const actor = { userId: "u-ieva", userEmail: "ieva@example.lv", clientAddress: null, userAgent: null, requestId: null };

forEachDatabase("keying an audit trail written before the chain had a key", (database) => {
  // Three rows as a version before keying wrote them, or as someone without the key forges a whole trail.
  beforeEach(async () => {
    await database().delete(auditEvents);
    let prevHash = GENESIS_HASH;
    for (let seq = 1; seq <= 3; seq++) {
      const content = { ...actor, time: new Date(Date.UTC(2026, 0, seq)), eventType: "sign-out", details: {} };
      const hash = chainHash(prevHash, content);
      await database()
        .insert(auditEvents)
        .values({ ...content, seq, prevHash, hash });
      prevHash = hash;
    }
  });

  it("does not verify the unkeyed trail, and refuses to key it unless the operator names its newest row", async () => {
    expect((await verifyAuditTrail(database())).problem).toMatchObject({ seq: 1, kind: "unkeyed" });
    await expect(ensureChainKeyed(database())).rejects.toThrow(/start once with AUDIT_ACCEPT_UNKEYED_UNTIL=3/);
    // Vouching for another row means the trail is not the one the operator checked.
    await expect(ensureChainKeyed(database(), 2)).rejects.toThrow(/AUDIT_ACCEPT_UNKEYED_UNTIL is 2/);
    expect(await database().$count(auditEvents)).toBe(3);
  });

  it("with AUDIT_ACCEPT_UNKEYED_UNTIL marks where keying began, and the trail verifies with its unkeyed rows", async () => {
    expect(await ensureChainKeyed(database(), 3)).toBe(true);
    // Started again: the newest row is keyed, nothing more is written.
    expect(await ensureChainKeyed(database())).toBe(false);
    await appendAuditEvent(database(), actor, "sign-out", {});

    const rows = await database().select().from(auditEvents).orderBy(asc(auditEvents.seq));
    expect(rows.map((row) => [row.seq, row.eventType, row.details])).toEqual([
      [1, "sign-out", {}],
      [2, "sign-out", {}],
      [3, "sign-out", {}],
      [4, "audit-chain-keyed", { chainStart: 1, unkeyedTo: 3 }],
      [5, "sign-out", {}],
    ]);
    expect(await verifyAuditTrail(database())).toEqual({ checked: 5, unkeyed: { from: 1, to: 3 } });
  });

  it("needs nothing on an empty trail: the first row the app writes is keyed", async () => {
    await database().delete(auditEvents);
    expect(await ensureChainKeyed(database())).toBe(false);
    expect(await database().$count(auditEvents)).toBe(0);
  });
});
