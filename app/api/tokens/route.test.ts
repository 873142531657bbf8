import { beforeAll, expect, it, vi } from "vitest";
import { contractProblems } from "@/dev/testing/contract-problems";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { listAuditEvents } from "@/lib/domain/audit/list-audit-events";
import type { Role } from "@/lib/domain/viewer/roles";

const { factory } = await vi.hoisted(async () => (await import("@/dev/testing/captured-logger")).capturedLogger());
vi.mock("@/lib/platform/log/logger", factory);
const { current, session, dbFactory, sessionFactory, signIn } = await vi.hoisted(async () =>
  (await import("@/dev/testing/route-session")).routeSession(),
);
vi.mock("@/lib/platform/db/db", dbFactory);
// The browser session apiGate resolves: whoever the test signs in as.
vi.mock("@/lib/edge/auth/resolve-session", sessionFactory);

const { GET, POST } = await import("./route");
const { DELETE } = await import("./[id]/route");

const ORIGIN = "http://app";
const browser = { host: "app", origin: ORIGIN, "content-type": "application/json", cookie: "session=1" };
const noParams = { params: Promise.resolve({}) };

interface Created {
  id: string;
  token: string;
  name: string;
  roles: Role[];
  expiresAt: string;
}

forEachDatabase("the API token routes", (database) => {
  const create = (body: unknown, headers: Record<string, string> = browser) =>
    POST(new Request(`${ORIGIN}/api/tokens`, { method: "POST", headers, body: JSON.stringify(body) }), noParams);
  const list = (query = "", headers: Record<string, string> = browser) =>
    GET(new Request(`${ORIGIN}/api/tokens${query}`, { headers }), noParams);
  const revoke = (id: string, headers: Record<string, string> = browser) =>
    DELETE(new Request(`${ORIGIN}/api/tokens/${id}`, { method: "DELETE", headers }), {
      params: Promise.resolve({ id }),
    });
  const bearer = (token: string) => ({ host: "app", authorization: `Bearer ${token}` });

  beforeAll(() => {
    current.db = database();
  });

  it("makes a token (201, shown once), lists it without its secret, and records who made it", async () => {
    const owner = await signIn(["analyst", "personal-data"]);
    const before = Date.now();
    const made = await create({ name: "  Nightly screening ", roles: ["analyst"], expiresInDays: 90 });
    expect(made.status).toBe(201);
    expect(made.headers.get("cache-control")).toBe("private, no-store");
    const body = (await made.json()) as Created;
    expect(body).toMatchObject({ name: "Nightly screening", roles: ["analyst"] });
    expect(body.token).toMatch(new RegExp(`^rlt_${body.id}_`));
    const expires = Date.parse(body.expiresAt) - before;
    expect(expires).toBeGreaterThanOrEqual(90 * 86_400_000);
    expect(expires).toBeLessThan(90 * 86_400_000 + 60_000);

    const listed = await list();
    const text = await listed.text();
    expect(text).not.toContain(body.token.split("_").at(-1));
    const { tokens } = JSON.parse(text) as { tokens: { id: string; status: string; userEmail: string }[] };
    expect(tokens.map((t) => [t.id, t.status, t.userEmail])).toEqual([[body.id, "active", owner.email]]);

    const [event] = await listAuditEvents(database(), { user: owner.userId }, 1);
    expect([event.eventType, event.details]).toEqual([
      "token-created",
      { tokenId: body.id, name: "Nightly screening", roles: ["analyst"], expiresAt: body.expiresAt },
    ]);
  });

  it("answers a clear 400 for each problem with what was asked", async () => {
    await signIn(["analyst"]);
    const problems = async (body: unknown) => {
      const answer = await create(body);
      return [answer.status, ((await answer.json()) as { error: { message: string } }).error.message];
    };
    expect(await problems({ roles: [], expiresInDays: 400 })).toEqual([
      400,
      'Name the token in "name": what or who will use it; Give the token at least one of your roles in "roles"; ' +
        '"expiresInDays" is a whole number of days from 1 to 365',
    ]);
    expect(await problems({ name: "x", roles: ["analyst", "admin"], expiresInDays: 30 })).toEqual([
      400,
      "Your account does not hold these roles, so a token cannot carry them: admin.",
    ]);
    expect(await problems({ name: "x", roles: ["analyst"], expiresInDays: 1.5 })).toEqual([
      400,
      '"expiresInDays" is a whole number of days from 1 to 365',
    ]);
    const notJson = await POST(
      new Request(`${ORIGIN}/api/tokens`, { method: "POST", headers: browser, body: "{" }),
      noParams,
    );
    expect(notJson.status).toBe(400);
    expect(((await (await list()).json()) as { tokens: unknown[] }).tokens).toEqual([]);
  });

  it("lets a token list and revoke its owner's tokens, but not make another", async () => {
    const owner = await signIn(["analyst"]);
    const first = (await (await create({ name: "first", roles: ["analyst"], expiresInDays: 7 })).json()) as Created;
    const second = (await (await create({ name: "second", roles: ["analyst"], expiresInDays: 7 })).json()) as Created;
    session.viewer = null;

    const refused = await create({ name: "offspring", roles: ["analyst"], expiresInDays: 365 }, bearer(first.token));
    expect([refused.status, ((await refused.json()) as { error: { message: string } }).error.message]).toEqual([
      403,
      "API tokens are made while signed in, not with another API token.",
    ]);
    const listed = (await (await list("", bearer(first.token))).json()) as { tokens: { name: string }[] };
    expect(listed.tokens.map((t) => t.name)).toEqual(["second", "first"]);

    expect((await revoke(second.id, bearer(first.token))).status).toBe(204);
    // Refused at once: the next call with it.
    expect((await list("", bearer(second.token))).status).toBe(401);
    const [event] = await listAuditEvents(database(), { user: owner.userId }, 1);
    expect([event.eventType, event.details]).toEqual([
      "token-revoked",
      { tokenId: second.id, name: "second", targetUserId: owner.userId, means: { apiToken: first.id } },
    ]);
  });

  it("lets nobody but the owner revoke a token, or list everyone's, unless an administrator", async () => {
    const owner = await signIn(["analyst"]);
    const made = (await (await create({ name: "mine", roles: ["analyst"], expiresInDays: 7 })).json()) as Created;
    await signIn(["analyst"]);
    expect((await revoke(made.id)).status).toBe(404);
    expect((await list("?all=1")).status).toBe(403);
    expect(((await (await list()).json()) as { tokens: unknown[] }).tokens).toEqual([]);

    const admin = await signIn(["admin"]);
    const everyone = (await (await list("?all=1")).json()) as { tokens: { id: string; userEmail: string }[] };
    expect(everyone.tokens.find((t) => t.id === made.id)?.userEmail).toBe(owner.email);
    expect((await revoke(made.id)).status).toBe(204);
    // Revoking it again changes nothing and records nothing more.
    expect((await revoke(made.id)).status).toBe(204);
    const events = await listAuditEvents(database(), { event: "token-revoked", user: admin.userId }, 10);
    expect(events.map((e) => e.details)).toEqual([{ tokenId: made.id, name: "mine", targetUserId: owner.userId }]);
    const [shown] = ((await (await list("?all=1")).json()) as { tokens: { id: string; revokedBy: string }[] }).tokens;
    expect(shown).toMatchObject({ id: made.id, revokedBy: admin.email });
  });

  it("answers as the published API description says: made, listed, revoked, and refused", async () => {
    await signIn(["analyst"]);
    const made = await create({ name: "described", roles: ["analyst"], expiresInDays: 30 });
    const { id, token } = (await made.clone().json()) as Created;
    const answers: [string, string, Response][] = [
      ["POST", "/api/tokens", made],
      ["POST", "/api/tokens", await create({ name: "", roles: [], expiresInDays: 0 })],
      ["GET", "/api/tokens", await list()],
      ["GET", "/api/tokens?all=1", await list("?all=1")],
      ["DELETE", `/api/tokens/${id}`, await revoke(id)],
      ["GET", "/api/tokens", await list("", bearer(token))],
    ];
    expect(answers.map(([, , response]) => response.status)).toEqual([201, 400, 200, 403, 204, 401]);
    for (const [method, address, response] of answers)
      expect(await contractProblems(method, `${ORIGIN}${address}`, response)).toEqual([]);
  });
});
