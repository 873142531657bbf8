import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, gt, gte, lte } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { auditEvents } from "@/lib/platform/db/schema/audit";
import type { Database } from "@/lib/platform/db/database";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { appendAuditEvent } from "./append-audit-event";
import { anchorWriter } from "./audit-anchor-job";
import { auditChainKey } from "./audit-chain-key";
import { chainHash } from "./audit-content";
import { verifyAuditTrail } from "./verify-audit-trail";

const actor = { userId: "u-ieva", userEmail: "ieva@example.lv", clientAddress: null, userAgent: null, requestId: null };
const dir = mkdtempSync(path.join(tmpdir(), "audit-anchors-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Eight rows, anchored (as the app's job does) after the sixth and the eighth; the anchor file's text. */
async function anchoredTrail(db: Database, name: string): Promise<string> {
  const file = path.join(dir, `${name}.jsonl`);
  const anchor = anchorWriter(async () => db, auditChainKey, { file });
  for (let n = 1; n <= 8; n++) {
    await appendAuditEvent(
      db,
      actor,
      "watchlist-add",
      { regcode: "40003001010", watchlistId: n },
      () => new Date(Date.UTC(2026, 0, n)),
    );
    if (n === 6 || n === 8) expect(await anchor()).toBe(true);
  }
  expect(await anchor()).toBe(false);
  return readFileSync(file, "utf8");
}

forEachDatabase("an audit trail checked with its key and against its anchors", (database) => {
  let anchors = "";
  let trail: (typeof auditEvents.$inferSelect)[] = [];
  // Each case tampers with the same trail, put back as it was written.
  beforeAll(async () => {
    // A file of its own per database: both runs share the folder.
    anchors = await anchoredTrail(database(), `trail-${crypto.randomUUID()}`);
    trail = await database().select().from(auditEvents).orderBy(asc(auditEvents.seq));
  });
  beforeEach(async () => {
    await database().delete(auditEvents);
    await database().insert(auditEvents).values(trail);
  });

  it("verifies as intact, with both anchors holding", async () => {
    const report = await verifyAuditTrail(database(), { anchors });
    expect(report).toMatchObject({ checked: 8, anchors: { checked: 2, newest: { seq: 8 } } });
    expect(report.problem ?? report.anchors?.problem).toBeUndefined();
    // With another key nothing verifies.
    expect((await verifyAuditTrail(database(), { anchors, key: "x".repeat(32) })).problem).toMatchObject({
      seq: 1,
      kind: "changed",
    });
  });

  it("reports the newest rows deleted", async () => {
    await database().delete(auditEvents).where(gt(auditEvents.seq, 6));
    const report = await verifyAuditTrail(database(), { anchors });
    expect(report.problem).toBeUndefined();
    expect(report.anchors?.problem).toMatch(/^row 8 was anchored at .*, but it is missing \(the table ends at row 6\)/);
  });

  it("reports a row deleted and the rest rehashed", async () => {
    // What anyone who can write the table could do: take out row 4, number the rest down and chain them again.
    await database().delete(auditEvents).where(gte(auditEvents.seq, 4));
    let prevHash = trail[2].hash;
    for (const row of trail.slice(4)) {
      const hash = chainHash(prevHash, row);
      await database()
        .insert(auditEvents)
        .values({ ...row, seq: row.seq - 1, prevHash, hash });
      prevHash = hash;
    }
    expect((await verifyAuditTrail(database(), { anchors })).problem).toEqual({
      seq: 4,
      kind: "changed",
      message: "row 4: it is not keyed though the rows before it are (it was rewritten without the key)",
    });
  });

  it("reports old rows replaced by a self-made retention checkpoint", async () => {
    await database().delete(auditEvents).where(lte(auditEvents.seq, 3));
    // Made as retention makes one, but without the chain's key; its cut-off is old enough to pass as retention's.
    const content = {
      time: new Date(Date.UTC(2026, 0, 10)),
      userId: null,
      userEmail: null,
      clientAddress: null,
      userAgent: null,
      requestId: null,
      eventType: "retention-checkpoint",
      details: { removedRows: 3, removedBefore: "2020-01-01T00:00:00.000Z", retentionYears: 5 },
    };
    await database()
      .insert(auditEvents)
      .values({ ...content, seq: 3, hash: trail[2].hash, prevHash: chainHash(trail[2].hash, content) });
    expect((await verifyAuditTrail(database(), { anchors, now: new Date(Date.UTC(2026, 1, 1)) })).problem).toEqual({
      seq: 4,
      kind: "changed",
      message:
        "row 4: the first keyed row after unkeyed ones is not the marker the app writes when it takes its key " +
        "(unkeyed rows were written in its place)",
    });
  });

  // Last: it appends to the trail.
  it("posts each signed head to AUDIT_ANCHOR_URL, and a refusal fails the run so the job is tried again", async () => {
    const received: string[] = [];
    let status = 200;
    const server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        received.push(body);
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/anchors`;
      const anchor = anchorWriter(async () => database(), auditChainKey, { url });
      expect(await anchor()).toBe(true);
      expect(JSON.parse(received[0])).toMatchObject({ seq: 8, hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
      // What the receiver kept verifies the trail.
      expect((await verifyAuditTrail(database(), { anchors: received.join("\n") })).anchors).toMatchObject({
        checked: 1,
        newest: { seq: 8 },
      });
      status = 503;
      await appendAuditEvent(database(), actor, "sign-out", {});
      await expect(anchor()).rejects.toThrow("AUDIT_ANCHOR_URL answered 503 to an audit anchor");
      status = 200;
      expect(await anchor()).toBe(true);
      expect(received.map((body) => JSON.parse(body).seq)).toEqual([8, 9, 9]);
    } finally {
      server.close();
    }
  });
});
