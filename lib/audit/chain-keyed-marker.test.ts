import { asc } from "drizzle-orm";
import { expect, it } from "vitest";
import { auditEvents } from "@/lib/db/schema/audit";
import { forEachDatabase } from "@/lib/db/testing/for-each-database";
import { appendAuditEvent } from "./append-audit-event";
import { chainHash, GENESIS_HASH } from "./audit-content";
import { ensureChainKeyed } from "./chain-keyed-marker";
import { verifyAuditTrail } from "./verify-audit-trail";

const actor = { userId: "u-ieva", userEmail: "ieva@example.lv", clientAddress: null, userAgent: null, requestId: null };

forEachDatabase("keying an audit trail written before the chain had a key", (database) => {
  it("marks where keying began, and the trail verifies with its unkeyed rows reported", async () => {
    // Three rows as a version before keying wrote them.
    let prevHash = GENESIS_HASH;
    for (let seq = 1; seq <= 3; seq++) {
      const content = { ...actor, time: new Date(Date.UTC(2026, 0, seq)), eventType: "sign-out", details: {} };
      const hash = chainHash(prevHash, content);
      await database()
        .insert(auditEvents)
        .values({ ...content, seq, prevHash, hash });
      prevHash = hash;
    }
    expect(await ensureChainKeyed(database())).toBe(true);
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
});
