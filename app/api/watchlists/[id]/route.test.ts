import { describe, expect, it, vi } from "vitest";
import { embeddedDatabaseSuite } from "@/dev/testing/embedded-database-suite";
import { listAuditEvents } from "@/lib/domain/audit/list-audit-events";
import { db } from "@/lib/platform/db/db";

// The session apiGate resolves for every request: the analyst u1 ("A").
vi.mock("@/lib/edge/auth/resolve-session", async () => (await import("@/dev/testing/route-session")).signedInAnalyst());

embeddedDatabaseSuite("watchlist-route-test", ["u1", "u2"]);

const ORIGIN = "http://app";
const headers = { origin: ORIGIN, host: "app", "user-agent": "test browser", "content-type": "application/json" };

describe("PATCH /api/watchlists/{id} sharing", () => {
  it("records who the list was shared with, and nothing for a refused share", async () => {
    const { POST } = await import("../route");
    const made = await POST(
      new Request(`${ORIGIN}/api/watchlists`, { method: "POST", headers, body: JSON.stringify({ name: "Suppliers" }) }),
      { params: Promise.resolve({}) },
    );
    const { id } = (await made.json()) as { id: number };
    const { PATCH } = await import("./route");
    const share = (body: object) =>
      PATCH(new Request(`${ORIGIN}/api/watchlists/${id}`, { method: "PATCH", headers, body: JSON.stringify(body) }), {
        params: Promise.resolve({ id: String(id) }),
      });
    expect((await share({ sharing: "the whole internet" })).status).toBe(400);
    expect((await share({ sharing: "named", shareWith: ["B@example.test"] })).status).toBe(200);

    const events = (await listAuditEvents(await db(), {}, 10)).reverse();
    expect(events.map((e) => [e.eventType, e.userId, e.userAgent, e.details])).toEqual([
      ["watchlist-create", "u1", "test browser", { watchlistId: id, name: "Suppliers" }],
      ["watchlist-share", "u1", "test browser", { watchlistId: id, sharing: "named", sharedWith: ["u2"] }],
    ]);
  });
});

describe("a list's structure depth", () => {
  it("is set at creation and by PATCH, 1 to the determination's depth or null, and recorded", async () => {
    const { POST } = await import("../route");
    const { PATCH } = await import("./route");
    const create = (body: object) =>
      POST(new Request(`${ORIGIN}/api/watchlists`, { method: "POST", headers, body: JSON.stringify(body) }), {
        params: Promise.resolve({}),
      });
    expect((await create({ name: "Too deep", depth: 7 })).status).toBe(400);
    const made = await create({ name: "Direct owners", depth: 1 });
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: number };
    const change = (body: object) =>
      PATCH(new Request(`${ORIGIN}/api/watchlists/${id}`, { method: "PATCH", headers, body: JSON.stringify(body) }), {
        params: Promise.resolve({ id: String(id) }),
      });
    for (const depth of [0, 2.5, "3"]) expect((await change({ depth })).status).toBe(400);
    const set = await change({ depth: 3 });
    expect(await set.json()).toEqual({ id, depth: 3 });
    expect(await (await change({ depth: null })).json()).toEqual({ id, depth: null });

    const events = (await listAuditEvents(await db(), { event: "watchlist-depth" }, 10)).reverse();
    expect(events.map((e) => e.details)).toEqual([
      { watchlistId: id, depth: 3, previous: 1 },
      { watchlistId: id, depth: null, previous: 3 },
    ]);
  });
});
