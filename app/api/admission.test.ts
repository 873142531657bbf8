import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { isPublicPath } from "@/lib/edge/auth/public-paths";
import { encodeViewer, VIEWER_HEADER } from "@/lib/edge/auth/viewer-header";

const { factory } = await vi.hoisted(async () => (await import("@/dev/testing/captured-logger")).capturedLogger());
vi.mock("@/lib/platform/log/logger", factory);

const API_DIR = path.join(import.meta.dirname);
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
/** What proxy.ts hands pages for a signed-in administrator: a route that trusted it from a client would obey it. */
const CLAIMED = encodeViewer({
  userId: "u1",
  sessionId: "s1",
  email: "a@example.test",
  name: "A",
  roles: ["admin", "auditor", "analyst", "personal-data"],
});

/** Every route module under app/api with the address it answers (each [segment] filled in). */
function apiRoutes(): { file: string; address: string }[] {
  return readdirSync(API_DIR, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "route.ts")
    .map((file) => ({
      file,
      address: `/api/${path.dirname(file).split(path.sep).join("/")}`.replace(/\[[^\]]+\]/g, "1"),
    }));
}

// The API is not behind proxy.ts: a route that forgot its admission (apiRoute, apiGate) would answer anyone.
describe("every API route admits its own requests", () => {
  const routes = apiRoutes().filter(({ address }) => !isPublicPath(address));

  it("finds the routes", () => {
    expect(routes.length).toBeGreaterThan(20);
  });

  it.each(routes)(
    "$address answers 401 to every method signed out, whatever viewer the request claims",
    async ({ file, address }) => {
      const route: Record<string, unknown> = await import(`./${file.replace(/\.ts$/, "")}`);
      const handlers = METHODS.flatMap((method) => {
        const handler = route[method];
        return typeof handler === "function" ? [[method, handler] as const] : [];
      });
      expect(handlers.length).toBeGreaterThan(0);
      for (const [method, handler] of handlers) {
        const request = new Request(`http://app${address}`, {
          method,
          headers: { host: "app", origin: "http://app", [VIEWER_HEADER]: CLAIMED },
        });
        const response: Response = await handler(request, {
          params: Promise.resolve(new Proxy({}, { get: () => "1" })),
        });
        expect([method, response.status]).toEqual([method, 401]);
      }
    },
  );
});
