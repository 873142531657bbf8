import { createHash } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { embeddedDatabaseSuite } from "@/dev/testing/embedded-database-suite";
import { contractProblems } from "@/dev/testing/contract-problems";
import { listAuditEvents } from "@/lib/domain/audit/list-audit-events";
import { db } from "@/lib/platform/db/db";
import { demoRegcodes, findDemoRecord } from "@/dev/demo-registry/dataset";
import { storeRetrieval } from "@/lib/domain/evidence/store-retrieval";

// The session apiGate resolves for every request: the analyst u1 ("A").
vi.mock("@/lib/edge/auth/resolve-session", async () => (await import("@/dev/testing/route-session")).signedInAnalyst());

embeddedDatabaseSuite("changes-route-test");

const AMBER = demoRegcodes.amber;
const bytesOf = (version: number) => Buffer.from(JSON.stringify(findDemoRecord(AMBER, version)));
const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

async function get(query = "", regcode = AMBER) {
  const { GET } = await import("./route");
  const url = `http://app/api/legal-entities/${regcode}/changes${query}`;
  const response = await GET(new Request(url), { params: Promise.resolve({ regcode }) });
  // Changes, nothing to compare, or refused: what the published API description says it is.
  expect(await contractProblems("GET", url, response)).toEqual([]);
  return { status: response.status, body: await response.json() };
}

describe("GET /api/legal-entities/{number}/changes", () => {
  it("says there is nothing to compare before two distinct retrievals are stored", async () => {
    expect(await get()).toEqual({
      status: 200,
      body: {
        from: null,
        to: null,
        changes: [],
        credentials: null,
        credentialDifferences: 0,
        note: "Fewer than two distinct retrievals are stored: nothing to compare.",
      },
    });
  });

  it("answers the changes between the two latest distinct retrievals, gated for the viewer, and audits it", async () => {
    for (const [version, at] of [
      [0, "2026-11-20T09:00:00.000Z"],
      [1, "2026-11-21T09:00:00.000Z"],
    ] as const) {
      await storeRetrieval(await db(), {
        regcode: AMBER,
        bytes: bytesOf(version),
        sha256: sha(bytesOf(version)),
        retrievedAt: new Date(at),
        url: `http://127.0.0.1:4010/service/api/v1/legal-entities/${AMBER}`,
        credential: "Demo",
        actor: null,
        reason: "profile",
      });
    }
    const { status, body } = await get();
    expect(status).toBe(200);
    expect([body.from, body.to]).toEqual([
      { sha256: sha(bytesOf(0)), retrievedAt: "2026-11-20T09:00:00.000Z" },
      { sha256: sha(bytesOf(1)), retrievedAt: "2026-11-21T09:00:00.000Z" },
    ]);
    expect(body.changes.map((c: Record<string, unknown>) => [c.section, c.kind, c.path, c.summary])).toEqual([
      ["officers", "added", "Officers[id=1000900]", "Officer appointed: Personal details withheld (Board member)"],
      ["members", "removed", "Members[id=1000098]", "Member removed: Personal details withheld (25%)"],
      ["members", "changed", "Members[id=1000094]", "Share changed from 40% to 65%: Personal details withheld"],
      ["various-notices", "added", "VariousNotices[id=1000904]", "Notice published: Change in the board registered"],
    ]);
    // Both retrieved with one credential: nothing differs because of it.
    expect(body).toMatchObject({ credentials: null, credentialDifferences: 0 });
    expect(Object.keys(body.changes[2]).sort()).toEqual([
      "after",
      "before",
      "kind",
      "path",
      "section",
      "summary",
      "withheld",
    ]);
    // The three naming a withheld person say so; the notice names nobody.
    expect(body.changes.map((c: Record<string, unknown>) => c.withheld)).toEqual([true, true, true, false]);
    expect(JSON.stringify(body)).not.toMatch(/Ozoliņa|Liepiņa|Bērziņš/);
    const [event] = await listAuditEvents(await db(), { event: "changes-view" }, 1);
    expect(event.details).toEqual({ regcode: AMBER, from: sha(bytesOf(0)), to: sha(bytesOf(1)), changes: 4 });
  });

  it("refuses a malformed hash with 400, an unknown one with 404, and a bad number with 400", async () => {
    expect(await get("?from=xyz")).toEqual({
      status: 400,
      body: {
        error: { code: "bad_request", message: '"from" must be the SHA-256 of a retrieval: 64 hexadecimal digits.' },
      },
    });
    const unknown = "0".repeat(64);
    expect(await get(`?from=${unknown}`)).toMatchObject({
      status: 404,
      body: { error: { code: "not_found" } },
    });
    expect((await get("", "4000351000")).status).toBe(400);
  });
});
