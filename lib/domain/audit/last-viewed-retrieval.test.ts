import { expect, it } from "vitest";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { appendAuditEvent } from "./append-audit-event";
import type { AuditActor } from "./audit-actor";
import { lastViewedRetrieval } from "./last-viewed-retrieval";

const REGCODE = "40003510005";
const [OLD, NEW] = ["aa".repeat(32), "bb".repeat(32)];
const actor = (userId: string, requestId: string): AuditActor => ({
  userId,
  userEmail: `${userId}@example.lv`,
  clientAddress: null,
  userAgent: null,
  requestId,
});
const lookup = (sha256: string | null, regcode = REGCODE) => ({
  regcode,
  reason: "profile",
  credential: "Demo",
  sha256,
  source: sha256 ? ("registry" as const) : null,
  outcome: sha256 ? "ok" : "not_found",
});

forEachDatabase("the retrieval a user last viewed", (database) => {
  it("is the user's newest successful lookup of the number outside the current request", async () => {
    const db = database();
    const at = (iso: string) => () => new Date(iso);
    await appendAuditEvent(db, actor("ieva", "r1"), "lookup", lookup(OLD), at("2026-11-20T09:00:00Z"));
    await appendAuditEvent(db, actor("ieva", "r2"), "lookup", lookup(null), at("2026-11-21T09:00:00Z"));
    await appendAuditEvent(db, actor("ieva", "r3"), "lookup", lookup(NEW, "40003520003"), at("2026-11-21T10:00:00Z"));
    await appendAuditEvent(db, actor("karlis", "r4"), "lookup", lookup(NEW), at("2026-11-22T09:00:00Z"));
    await appendAuditEvent(db, actor("ieva", "r5"), "lookup", lookup(NEW), at("2026-11-23T09:00:00Z"));

    expect(await lastViewedRetrieval(db, { userId: "ieva", regcode: REGCODE, requestId: "r5" })).toEqual({
      sha256: OLD,
      viewedAt: new Date("2026-11-20T09:00:00Z"),
    });
    expect(await lastViewedRetrieval(db, { userId: "ieva", regcode: REGCODE, requestId: "r6" })).toEqual({
      sha256: NEW,
      viewedAt: new Date("2026-11-23T09:00:00Z"),
    });
    expect(await lastViewedRetrieval(db, { userId: "karlis", regcode: REGCODE, requestId: "r4" })).toBeNull();
  });
});
