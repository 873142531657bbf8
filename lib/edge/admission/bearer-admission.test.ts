import { eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { createApiToken } from "@/lib/domain/api-tokens/api-tokens";
import { recordAuditEvent } from "@/lib/domain/audit/record-audit-event";
import { listAuditEvents } from "@/lib/domain/audit/list-audit-events";
import { ADMIN_ACCESS, ANALYST_ACCESS, SIGNED_IN_ACCESS } from "@/lib/domain/viewer/access-rule";
import type { Role } from "@/lib/domain/viewer/roles";
import type { Viewer } from "@/lib/domain/viewer/viewer";
import { encodeViewer, VIEWER_HEADER } from "@/lib/edge/auth/viewer-header";
import type { Database } from "@/lib/platform/db/database";
import { apiTokens } from "@/lib/platform/db/schema/api-tokens";
import { user } from "@/lib/platform/db/schema/auth";

const { factory } = await vi.hoisted(async () => (await import("@/dev/testing/captured-logger")).capturedLogger());
vi.mock("@/lib/platform/log/logger", factory);
// The process database is the suite's: PGlite, then PostgreSQL when TEST_DATABASE_URL names one.
const current = vi.hoisted(() => ({ db: undefined as Database | undefined }));
vi.mock("@/lib/platform/db/db", () => ({ db: async () => current.db! }));
// A browser session for whoever `session.viewer` is; `asked` counts how often a session was looked for.
const session = vi.hoisted(() => ({ viewer: null as Viewer | null, asked: 0 }));
vi.mock("@/lib/edge/auth/resolve-session", () => ({
  resolveSession: async () => {
    session.asked++;
    return { viewer: session.viewer, setCookies: [] };
  },
  forgetVerifiedSession: async () => undefined,
}));
vi.stubEnv("RATE_LIMIT_BURST", "3");
vi.stubEnv("RATE_LIMIT_PER_MINUTE", "1");

const { apiRoute } = await import("./api-route");

/** Who the route was admitted for, as its handler sees it; a write that the audit trail records. */
const whoAmI = apiRoute("who-am-i", SIGNED_IN_ACCESS, async (request, _params, { viewer }) =>
  Response.json({ ...viewer, cookie: request.headers.get("cookie") }),
);
const analystWrite = apiRoute("analyst-write", ANALYST_ACCESS, async (_request, _params, { actor }) => {
  await recordAuditEvent(actor, "watchlist-create", { watchlistId: 1, name: "Suppliers" });
  return new Response(null, { status: 201 });
});
const adminOnly = apiRoute("admin-only", ADMIN_ACCESS, async () => new Response(null, { status: 204 }));

const NO_PARAMS = { params: Promise.resolve({}) };
/** A server's call: no Origin, no browser headers, only the token. */
const serverCall = (token: string, init: RequestInit = {}, extra: Record<string, string> = {}) =>
  new Request("http://app/api/anything", {
    ...init,
    headers: { host: "app", authorization: `Bearer ${token}`, "user-agent": "nightly-job/1.0", ...extra },
  });

forEachDatabase("admission with an API token", (database) => {
  let n = 0;
  const suite = Math.random().toString(36).slice(2, 8);
  /** A fresh account (ids unique across both databases' runs: the rate limiter is the process's). */
  async function account(roles: Role[]) {
    const id = `${suite}-u${++n}`;
    await database()
      .insert(user)
      .values({ id, name: `User ${n}`, email: `${id}@example.test`, roles });
    return { userId: id, email: `${id}@example.test`, roles };
  }
  const tokenFor = (owner: { userId: string; roles: Role[] }, roles: Role[], name = "script") =>
    createApiToken(database(), owner, { name, roles, expiresInDays: 30 });

  beforeAll(() => {
    current.db = database();
  });

  it("admits a server's call as the token's owner with the token's roles, and never reads a session", async () => {
    const owner = await account(["analyst", "personal-data", "auditor"]);
    const { id, token } = await tokenFor(owner, ["analyst"]);
    session.asked = 0;
    // A cookie sent along (another account's session, say) plays no part.
    session.viewer = { userId: "someone-else", sessionId: "s9", email: "x@example.test", name: "X", roles: ["admin"] };
    const answer = await whoAmI(serverCall(token, {}, { cookie: "session=another" }), NO_PARAMS);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      userId: owner.userId,
      sessionId: `api-token:${id}`,
      tokenId: id,
      email: owner.email,
      name: `User ${n}`,
      roles: ["analyst"],
      locale: null,
      cookie: null,
    });
    expect(session.asked).toBe(0);
  });

  it("holds the token to the same access rules: the owner's other roles are not the token's", async () => {
    const owner = await account(["analyst", "admin"]);
    const { token } = await tokenFor(owner, ["analyst"]);
    const refused = await adminOnly(serverCall(token), NO_PARAMS);
    expect(refused.status).toBe(403);
    // The owner loses the analyst role: the token loses it on its next call.
    await database()
      .update(user)
      .set({ roles: ["admin"] })
      .where(eq(user.id, owner.userId));
    expect((await analystWrite(serverCall(token, { method: "POST" }), NO_PARAMS)).status).toBe(403);
  });

  it("takes a write from a server without an Origin, and records the token as the means in the audit trail", async () => {
    const owner = await account(["analyst"]);
    const { id, token } = await tokenFor(owner, ["analyst"]);
    const answer = await analystWrite(serverCall(token, { method: "POST" }), NO_PARAMS);
    expect(answer.status).toBe(201);
    const [event] = await listAuditEvents(database(), { user: owner.userId }, 1);
    expect([event.eventType, event.userId, event.userEmail, event.userAgent, event.details]).toEqual([
      "watchlist-create",
      owner.userId,
      owner.email,
      "nightly-job/1.0",
      { watchlistId: 1, name: "Suppliers", means: { apiToken: id } },
    ]);
  });

  it("still refuses a browser session's write from another origin", async () => {
    const owner = await account(["analyst"]);
    session.viewer = { ...owner, sessionId: "s1", name: "Owner" };
    const forged = new Request("http://app/api/anything", {
      method: "POST",
      headers: { host: "app", origin: "https://elsewhere.example", cookie: "session=owner" },
    });
    expect((await analystWrite(forged, NO_PARAMS)).status).toBe(403);
    // A session's own event names no token.
    const own = new Request("http://app/api/anything", {
      method: "POST",
      headers: { host: "app", origin: "http://app", cookie: "session=owner" },
    });
    expect((await analystWrite(own, NO_PARAMS)).status).toBe(201);
    const [event] = await listAuditEvents(database(), { user: owner.userId }, 1);
    expect(event.details).toEqual({ watchlistId: 1, name: "Suppliers" });
  });

  it("refuses a revoked, expired, forged or unknown token with 401 saying why, never falling back to the session", async () => {
    const owner = await account(["analyst"]);
    session.viewer = { ...owner, sessionId: "s2", name: "Owner" };
    const revoked = await tokenFor(owner, ["analyst"], "revoked");
    const expired = await tokenFor(owner, ["analyst"], "expired");
    await database().update(apiTokens).set({ revokedAt: new Date() }).where(eq(apiTokens.id, revoked.id));
    await database()
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, expired.id));
    const forged = `${revoked.token.slice(0, -4)}AAAA`;
    const cases = [
      [revoked.token, "This API token has been revoked: make a new one on the API tokens page."],
      [expired.token, "This API token has expired: make a new one on the API tokens page."],
      [forged, "This API token is not valid: check that it was copied whole, or make a new one."],
      ["rlt_not-a-token", "This API token is not valid: check that it was copied whole, or make a new one."],
      ["", "This API token is not valid: check that it was copied whole, or make a new one."],
    ];
    for (const [token, message] of cases) {
      const answer = await whoAmI(serverCall(token, {}, { cookie: "session=owner" }), NO_PARAMS);
      expect([answer.status, (await answer.json()).error.message]).toEqual([401, message]);
      expect(answer.headers.get("www-authenticate")).toBe('Bearer error="invalid_token"');
    }
  });

  it("refuses the tokens of a disabled account", async () => {
    const owner = await account(["analyst"]);
    const { token } = await tokenFor(owner, ["analyst"]);
    await database().update(user).set({ disabled: true }).where(eq(user.id, owner.userId));
    const answer = await whoAmI(serverCall(token), NO_PARAMS);
    expect([answer.status, (await answer.json()).error.message]).toEqual([
      401,
      "The account this API token belongs to is disabled.",
    ]);
  });

  it("does not let a client claim a viewer beside its token", async () => {
    const owner = await account(["analyst"]);
    const { token } = await tokenFor(owner, ["analyst"]);
    const claimed = encodeViewer({ ...owner, sessionId: "s3", name: "Owner", roles: ["admin"] });
    expect((await adminOnly(serverCall(token, {}, { [VIEWER_HEADER]: claimed }), NO_PARAMS)).status).toBe(403);
  });

  it("limits each token to its own budget, apart from the owner's other tokens and sessions", async () => {
    const owner = await account(["analyst"]);
    const first = await tokenFor(owner, ["analyst"], "first");
    const second = await tokenFor(owner, ["analyst"], "second");
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await whoAmI(serverCall(first.token), NO_PARAMS)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await whoAmI(serverCall(second.token), NO_PARAMS)).status).toBe(200);
    session.viewer = { ...owner, sessionId: "s4", name: "Owner" };
    const browser = new Request("http://app/api/anything", { headers: { host: "app", cookie: "session=owner" } });
    expect((await whoAmI(browser, NO_PARAMS)).status).toBe(200);
  });
});
