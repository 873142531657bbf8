import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as rules from "@/lib/domain/viewer/access-rule";
import { type AccessRule, allows } from "@/lib/domain/viewer/access-rule";
import { isPublicPath } from "@/lib/edge/auth/public-paths";
import { ROLES, type Role } from "@/lib/domain/viewer/roles";
import type { Viewer } from "@/lib/domain/viewer/viewer";
import { encodeViewer, VIEWER_HEADER } from "@/lib/edge/auth/viewer-header";
import { db } from "@/lib/platform/db/db";
import { demoCredentials } from "@/dev/demo-registry/credentials";
import { type DemoRegistry, startDemoRegistry } from "@/dev/demo-registry/server/start-demo-registry";

const { factory } = await vi.hoisted(async () => (await import("@/dev/testing/captured-logger")).capturedLogger());
vi.mock("@/lib/platform/log/logger", factory);
// The session apiGate resolves: the account the walk is at (proxy.ts hands pages' routes theirs in the header).
const session = vi.hoisted(() => ({ viewer: null as Viewer | null }));
vi.mock("@/lib/edge/auth/resolve-session", () => ({
  resolveSession: async () => ({ viewer: session.viewer, setCookies: [] }),
  forgetVerifiedSession: async () => undefined,
}));

const APP_DIR = import.meta.dirname;
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/**
 * Who may use what: the policy, written here apart from the routes, so a route declaring a looser rule
 * than its kind needs fails too. First match wins (an entry naming methods matches only those); anything
 * unlisted must be named here before it can exist.
 */
const POLICY: [RegExp, AccessRule, (typeof METHODS)[number][]?][] = [
  // Cases: read by analysts, approvers and auditors; prepared by analysts; notes and sign-offs by analysts and
  // approvers (the case's own rules refuse, on the record, a sign-off without the approver role).
  [/^\/api\/cases(\/1(\/notes)?)?$/, rules.CASE_READ_ACCESS, ["GET"]],
  // Its report, PDF, manifest and discrepancy package: read like the case.
  [/^\/api\/cases\/1\/(report(\.pdf)?|manifest\.json|discrepancy(\.json|\.pdf)?)$/, rules.CASE_READ_ACCESS],
  [/^\/api\/cases\/1\/(notes(\/1)?|approve|reject|return)$/, rules.CASE_WORK_ACCESS],
  [
    /^\/api\/cases(\/1\/(assign|risk-override|refresh-evidence|submit|start|reported-to-register))?$/,
    rules.ANALYST_ACCESS,
  ],
  // Entities' next reviews, read with the cases.
  [/^\/api\/reviews$/, rules.CASE_READ_ACCESS, ["GET"]],
  [/^\/api\/legal-entities\/[^/]+\/purpose$/, rules.PERSONAL_DATA_ACCESS],
  // Persons in it are withheld from a viewer without personal-data, as on the profile.
  [/^\/api\/legal-entities\/[^/]+\/ownership(\.bods\.json)?$/, rules.ANALYST_ACCESS],
  [/^\/api\/(legal-entities|batches|watchlists?|alerts)(\/|$)/, rules.ANALYST_ACCESS],
  [/^\/entities\//, rules.ANALYST_ACCESS],
  [/^\/(batches|watchlists|alerts)(\/|$)/, rules.ANALYST_ACCESS],
  [/^\/cases(\/|$)/, rules.CASE_READ_ACCESS],
  [/^\/search$/, rules.ANALYST_ACCESS],
  [/^\/(api\/)?audit(\.csv)?$/, rules.AUDIT_ACCESS],
  [/^\/(api\/)?admin(\/|$)/, rules.ADMIN_ACCESS],
  [/^\/(api\/identity|api\/openapi\.json|api-docs|credential|account\/security|)$/, rules.SIGNED_IN_ACCESS],
  // Anyone's own API tokens; the handlers let an administrator see and revoke everyone's.
  [/^\/(api\/tokens|account\/tokens)(\/|$)/, rules.SIGNED_IN_ACCESS],
  // Any other address under /api/: a signed-in account is told there is no such address.
  [/^\/api\/1$/, rules.SIGNED_IN_ACCESS],
];

function policyFor(address: string, method: (typeof METHODS)[number] = "GET"): AccessRule | undefined {
  if (isPublicPath(address)) return rules.PUBLIC_ACCESS;
  return POLICY.find(([pattern, , methods]) => pattern.test(address) && (!methods || methods.includes(method)))?.[1];
}

/** Every file named `name` under app/, with the address it answers ([segment] filled in with 1). */
function appFiles(name: string): { file: string; address: string }[] {
  return readdirSync(APP_DIR, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === name)
    .map((file) => {
      const dir = path.dirname(file).split(path.sep).join("/");
      return { file, address: `/${dir === "." ? "" : dir}`.replace(/\[[^\]]+\]/g, "1") };
    });
}

const account = (roles: Role[]): Viewer => ({
  userId: `u-${roles.join("-") || "none"}`,
  sessionId: "s1",
  email: "someone@example.test",
  name: "Someone",
  roles,
});
/** Signed out, an account with no roles, each role alone, and every role. */
const ACCOUNTS: [string, Viewer | null][] = [
  ["signed out", null],
  ["no roles", account([])],
  ...ROLES.map((role): [string, Viewer] => [role, account([role])]),
  ["every role", account([...ROLES])],
];

let demo: DemoRegistry;
beforeAll(async () => {
  demo = await startDemoRegistry({ port: 0 });
  vi.stubEnv("REGISTRY_BASE_URL", demo.url);
  vi.stubEnv("REGISTRY_API_KEY", demoCredentials.standard.apiKey);
  vi.stubEnv("REGISTRY_API_SECRET", demoCredentials.standard.secret);
  // Routes an account may use run for real, on an embedded database of the test's own.
  vi.stubEnv("DATABASE_URL", "");
  vi.stubEnv("DATA_DIR", mkdtempSync(path.join(tmpdir(), "route-access-test-")));
  await db();
}, 120_000); // creating and migrating the embedded database takes seconds on a busy machine
afterAll(async () => {
  vi.unstubAllEnvs();
  await demo.close();
});

describe("every route declares who may use it, and refuses everyone else", () => {
  const routes = appFiles("route.ts");

  it("finds the routes, each under the policy", () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter(({ address }) => !policyFor(address)).map(({ address }) => address)).toEqual([]);
  });

  it.each(routes)(
    "$address",
    async ({ file, address }) => {
      const route: Record<string, unknown> = await import(`./${file.replace(/\.ts$/, "")}`);
      const handlers = METHODS.flatMap((method) => {
        const handler = route[method] as ((...args: unknown[]) => Promise<Response>) & { access?: AccessRule };
        return typeof handler === "function" ? [[method, handler] as const] : [];
      });
      expect(handlers.length).toBeGreaterThan(0);
      for (const [method, handler] of handlers) {
        const expected = policyFor(address, method)!;
        // Made by apiRoute or pageRoute (or carrying the rule as they do), with the rule the policy names.
        expect([method, handler.access]).toEqual([method, expected]);
        for (const [who, viewer] of ACCOUNTS) {
          session.viewer = viewer;
          const headers: Record<string, string> = { host: "app", origin: "http://app" };
          if (viewer) headers[VIEWER_HEADER] = encodeViewer(viewer);
          const request = new Request(`http://app${address}`, { method, headers });
          const params = { params: Promise.resolve(new Proxy({}, { get: () => "1" })) };
          // A route an account may use runs; what it answers for the made-up number 1 is its own business.
          const status = await Promise.resolve()
            .then(() => handler(request, params))
            .then(
              (response) => response.status,
              () => "threw",
            );
          const outcome = !allows(expected, viewer) ? (viewer ? 403 : 401) : "admitted";
          const seen = typeof status === "number" && (status === 401 || status === 403) ? status : "admitted";
          expect({ method, who, status: seen }).toEqual({ method, who, status: outcome });
        }
      }
    },
    60_000,
  );
});

describe("every page declares who may see it", () => {
  const pages = appFiles("page.tsx");
  const named = Object.entries(rules).filter(([name]) => name.endsWith("_ACCESS"));

  it.each(pages)("$address", ({ file, address }) => {
    const expected = policyFor(address);
    expect(expected, address).toBeDefined();
    if (isPublicPath(address)) return;
    // pageViewer(rule) renders the forbidden page (403) for an account its rule refuses.
    const declared = [...readFileSync(path.join(APP_DIR, file), "utf8").matchAll(/pageViewer\((\w+)\)/g)].map(
      ([, name]) => named.find(([constant]) => constant === name)?.[1],
    );
    expect(declared.length, address).toBeGreaterThan(0);
    for (const rule of declared) expect(rule, address).toEqual(expected);
  });
});
