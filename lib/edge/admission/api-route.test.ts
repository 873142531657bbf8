import { beforeEach, describe, expect, it, vi } from "vitest";
import { ANALYST_ACCESS, PUBLIC_ACCESS } from "@/lib/domain/viewer/access-rule";
import type { Viewer } from "@/lib/domain/viewer/viewer";
import { PEER_ADDRESS_HEADER } from "@/lib/platform/http/peer";
import type { RequestContext } from "./request-context";

const { factory } = await vi.hoisted(async () => (await import("@/dev/testing/captured-logger")).capturedLogger());
vi.mock("@/lib/platform/log/logger", factory);
const session = vi.hoisted(() => ({ viewer: null as Viewer | null }));
vi.mock("@/lib/edge/auth/resolve-session", () => ({
  resolveSession: async () => ({ viewer: session.viewer, setCookies: [] }),
  forgetVerifiedSession: async () => undefined,
}));
// The process database, counted: handing a route its context must not open it.
const database = vi.hoisted(() => ({ opened: 0, handle: { name: "the process database" } }));
vi.mock("@/lib/platform/db/db", () => ({
  db: async () => {
    database.opened += 1;
    return database.handle;
  },
}));

const { apiRoute } = await import("./api-route");

const analyst: Viewer = {
  userId: "u-ieva",
  sessionId: "s1",
  email: "ieva@example.lv",
  name: "Ieva",
  roles: ["analyst"],
  locale: "lv",
};

type Handed = Pick<RequestContext<Viewer | null>, "viewer" | "actor" | "locale">;
let handed: Handed | undefined;

/** A handler that keeps what it was handed. */
async function keep(_request: Request, _params: unknown, { viewer, actor, locale }: RequestContext<Viewer | null>) {
  handed = { viewer, actor, locale };
  return Response.json({});
}

const call = (route: ReturnType<typeof apiRoute>, path: string, headers: HeadersInit = {}) =>
  route(new Request(`http://app${path}`, { headers }), { params: Promise.resolve({}) });

beforeEach(() => {
  handed = undefined;
  session.viewer = null;
  database.opened = 0;
});

describe("apiRoute", () => {
  it("hands the handler the viewer, their saved language and the actor the request came from", async () => {
    session.viewer = analyst;
    const response = await call(apiRoute("alerts", ANALYST_ACCESS, keep), "/api/alerts", {
      "accept-language": "en",
      "user-agent": "Firefox/140",
      [PEER_ADDRESS_HEADER]: "192.0.2.7",
    });
    expect(response.status).toBe(200);
    expect(handed).toEqual({
      viewer: analyst,
      // The account's choice, over what the browser asks for.
      locale: "lv",
      actor: {
        userId: "u-ieva",
        userEmail: "ieva@example.lv",
        clientAddress: "192.0.2.7",
        userAgent: "Firefox/140",
        requestId: response.headers.get("x-request-id"),
      },
    });
  });

  it("hands a public route signed out the browser's language and an actor without a user, opening no database", async () => {
    const response = await call(apiRoute("health", PUBLIC_ACCESS, keep), "/api/health", {
      "accept-language": "lv-LV,lv;q=0.9",
      [PEER_ADDRESS_HEADER]: "::ffff:198.51.100.4",
    });
    expect(response.status).toBe(200);
    expect(handed).toMatchObject({
      viewer: null,
      locale: "lv",
      actor: { userId: null, userEmail: null, clientAddress: "198.51.100.4" },
    });
    expect(database.opened).toBe(0);
  });

  it("opens the process database when the handler asks for it", async () => {
    session.viewer = analyst;
    let got: unknown;
    const route = apiRoute("alerts", ANALYST_ACCESS, async (_request, _params, { db }) => {
      got = await db();
      return Response.json({});
    });
    await call(route, "/api/alerts");
    expect([got, database.opened]).toEqual([database.handle, 1]);
  });
});
