import { createHash } from "node:crypto";
import { asc } from "drizzle-orm";
import { expect, it } from "vitest";
import { appendAuditEvent } from "@/lib/domain/audit/append-audit-event";
import { verifyAuditTrail } from "@/lib/domain/audit/verify-audit-trail";
import { auditEvents } from "@/lib/platform/db/schema/audit";
import { recordBlobs, retrievals } from "@/lib/platform/db/schema/evidence";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { storeRetrieval } from "@/lib/domain/evidence/store-retrieval";
import { purgeExpired } from "./purge-expired";

const actor = { userId: "u-ieva", userEmail: "ieva@example.lv", clientAddress: null, userAgent: null, requestId: null };
const sha = (text: string) => createHash("sha256").update(text).digest("hex");
const at = (iso: string) => new Date(iso);
const NOW = at("2031-06-01T00:00:00.000Z");

forEachDatabase("purging what is older than the retention period", (database) => {
  it("removes old retrievals, blobs no one names and old audit rows, and the chain still verifies", async () => {
    const store = (text: string, when: string) =>
      storeRetrieval(database(), {
        regcode: "40003001010",
        bytes: Buffer.from(text),
        sha256: sha(text),
        retrievedAt: at(when),
        url: "https://registry.example/x",
        credential: null,
        actor: null,
        reason: "profile",
      });
    await store("old only", "2025-01-01T00:00:00.000Z");
    await store("old and new", "2025-02-01T00:00:00.000Z");
    await store("old and new", "2027-01-01T00:00:00.000Z");
    await store("new", "2030-01-01T00:00:00.000Z");
    const times = ["2025-01-01", "2025-12-31", "2026-05-31", "2026-06-02", "2029-01-01"];
    for (const day of times)
      await appendAuditEvent(database(), actor, "sign-out", {}, () => at(`${day}T12:00:00.000Z`));

    const counts = await purgeExpired(database(), { years: 5, now: NOW });
    expect(counts).toEqual({ removedBefore: "2026-06-01T00:00:00.000Z", retrievals: 2, blobs: 1, auditRows: 3 });
    const kept = await database().select().from(retrievals).orderBy(asc(retrievals.retrievedAt));
    expect(kept.map((r) => r.retrievedAt.toISOString().slice(0, 4))).toEqual(["2027", "2030"]);
    const blobs = await database().select({ sha256: recordBlobs.sha256 }).from(recordBlobs);
    expect(blobs.map((b) => b.sha256).sort()).toEqual([sha("new"), sha("old and new")].sort());

    const rows = await database().select().from(auditEvents).orderBy(asc(auditEvents.seq));
    expect(rows.map((r) => [r.seq, r.eventType])).toEqual([
      [3, "retention-checkpoint"],
      [4, "sign-out"],
      [5, "sign-out"],
    ]);
    expect(rows[0]?.details).toEqual({ removedRows: 3, removedBefore: "2026-06-01T00:00:00.000Z", retentionYears: 5 });
    expect(await verifyAuditTrail(database(), { now: NOW })).toEqual({
      checked: 3,
      checkpoint: { seq: 3, removedBefore: "2026-06-01T00:00:00.000Z" },
    });

    // New rows chain on, a second purge the same day removes nothing, and a later one moves the checkpoint.
    await appendAuditEvent(database(), actor, "sign-out", {}, () => NOW);
    expect(await purgeExpired(database(), { years: 5, now: NOW })).toMatchObject({ retrievals: 0, auditRows: 0 });
    const later = at("2034-01-01T00:00:00.000Z");
    expect(await purgeExpired(database(), { years: 5, now: later })).toMatchObject({ auditRows: 1 });
    const after = await database().select().from(auditEvents).orderBy(asc(auditEvents.seq));
    expect(after.map((r) => [r.seq, r.eventType])).toEqual([
      [4, "retention-checkpoint"],
      [5, "sign-out"],
      [6, "sign-out"],
    ]);
    expect(await verifyAuditTrail(database(), { now: later })).toMatchObject({ checked: 3, checkpoint: { seq: 4 } });
  });
});
