import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Viewer } from "@/lib/domain/viewer/viewer";
import { decodeViewer, encodeViewer, VIEWER_HEADER } from "@/lib/edge/auth/viewer-header";

const session = vi.hoisted(() => ({ viewer: null as Viewer | null }));
vi.mock("@/lib/edge/auth/resolve-session", () => ({
  resolveSession: async () => ({ viewer: session.viewer, setCookies: [] }),
  forgetVerifiedSession: async () => undefined,
}));
vi.stubEnv("RATE_LIMIT_BURST", "2");
vi.stubEnv("RATE_LIMIT_PER_MINUTE", "1");

const { apiGate } = await import("./api-gate");

const analyst: Viewer = { userId: "u1", sessionId: "s1", email: "a@example.test", name: "A", roles: ["analyst"] };
const admin = encodeViewer({ ...analyst, userId: "u9", roles: ["admin"] });
const request = (path: string, init: RequestInit = {}) => new Request(`http://app${path}`, init);

/** The gate's answer and what the route was handed, if it ran. */
async function through(req: Request) {
  let handed: Request | undefined;
  const response = await apiGate(req, async (admitted) => {
    handed = admitted;
    return Response.json({ body: admitted.body ? await admitted.text() : null });
  });
  return { response, handed };
}

beforeEach(() => {
  session.viewer = null;
});

describe("apiGate", () => {
  it("answers 401 without a session, whatever viewer the client claims, and runs no route", async () => {
    const { response, handed } = await through(request("/api/alerts", { headers: { [VIEWER_HEADER]: admin } }));
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe("unauthorized");
    expect(handed).toBeUndefined();
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("hands the route the session's viewer and a fresh request id, in place of the client's, and the body", async () => {
    session.viewer = analyst;
    const { response, handed } = await through(
      request("/api/watchlist", {
        method: "POST",
        headers: { [VIEWER_HEADER]: admin, "x-request-id": "forged-id-1234", host: "app", origin: "http://app" },
        body: JSON.stringify({ regcode: "40003510005" }),
      }),
    );
    expect(response.status).toBe(200);
    expect(decodeViewer(handed?.headers.get(VIEWER_HEADER) ?? null)).toEqual(analyst);
    const reqId = handed?.headers.get("x-request-id");
    expect(reqId).not.toBe("forged-id-1234");
    expect(response.headers.get("x-request-id")).toBe(reqId);
    expect(await response.json()).toEqual({ body: '{"regcode":"40003510005"}' });
  });

  it("refuses a cross-site call and a write from another origin with 403", async () => {
    session.viewer = analyst;
    const crossSite = await through(request("/api/alerts", { headers: { "sec-fetch-site": "cross-site" } }));
    expect([crossSite.response.status, crossSite.handed]).toEqual([403, undefined]);
    const write = await through(
      request("/api/watchlist", { method: "POST", headers: { origin: "https://elsewhere.example" }, body: "{}" }),
    );
    expect([write.response.status, write.handed]).toEqual([403, undefined]);
  });

  it("limits each account to its budget, answering 429 with Retry-After beyond it", async () => {
    session.viewer = { ...analyst, userId: "u-limited" };
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await through(request("/api/alerts"))).response);
    expect(statuses.map((r) => r.status)).toEqual([200, 200, 429]);
    expect(Number(statuses[2].headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("answers the liveness probe signed out and beyond any budget", async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await through(request("/api/ping"))).response.status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
  });
});
