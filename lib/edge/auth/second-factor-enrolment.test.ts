import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_ORIGIN as ORIGIN } from "@/dev/testing/test-auth";
import { totpCode } from "@/dev/testing/totp";
import type { SecondFactorRequirement } from "@/lib/domain/viewer/second-factor-requirement";

const { factory } = await vi.hoisted(async () => (await import("@/dev/testing/captured-logger")).capturedLogger());
vi.mock("@/lib/platform/log/logger", factory);

beforeAll(() => {
  // The app's own auth state on an embedded database of the test's own, as `npm start` has it.
  vi.stubEnv("DATABASE_URL", "");
  vi.stubEnv("REDIS_URL", "");
  vi.stubEnv("DATA_DIR", mkdtempSync(path.join(tmpdir(), "second-factor-enrolment-test-")));
});
afterAll(() => {
  vi.unstubAllEnvs();
});

const HOST = new URL(ORIGIN).host;

/** The app as a browser reaches it: better-auth's routes, a page's admission and an API route's. */
async function app() {
  const { getAuth } = await import("./auth");
  const { createAccount } = await import("./accounts");
  const { admitRequest } = await import("@/lib/edge/admission/admit-request");
  const { apiGate } = await import("@/lib/edge/admission/api-gate");
  const { securityConfig } = await import("@/lib/platform/config/security-config");
  const { writeSecondFactorRequirement } = await import("@/lib/domain/viewer/second-factor-requirement-store");
  const { noteSecondFactorRequirement } = await import("./second-factor-enrolment");
  const { db } = await import("@/lib/platform/db/db");
  const auth = await getAuth(false);

  /** Signs in with a password: the session's cookie, and a way to post to better-auth with it. */
  async function signIn(email: string, roles: ("analyst" | "personal-data" | "admin")[]) {
    const password = `${email} password`;
    await createAccount(auth, { email, password, name: email, roles });
    const post = (route: string, body: object, cookie = "") =>
      auth.handler(
        new Request(`${ORIGIN}/api/auth${route}`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: ORIGIN, host: HOST, cookie },
          body: JSON.stringify(body),
        }),
      );
    const cookieOf = (response: Response) =>
      response.headers
        .getSetCookie()
        .map((set) => set.split(";")[0])
        .join("; ");
    const session = { cookie: cookieOf(await post("/sign-in/email", { email, password })) };
    return {
      session,
      /** Sets up the authenticator app as the security page does; the session's cookie is replaced. */
      async enrol() {
        const enabled = await post("/two-factor/enable", { password }, session.cookie);
        const { totpURI } = (await enabled.json()) as { totpURI: string };
        const confirmed = await post("/two-factor/verify-totp", { code: totpCode(totpURI) }, session.cookie);
        expect(confirmed.status).toBe(200);
        session.cookie = cookieOf(confirmed);
      },
    };
  }

  const headersOf = (cookie: string) => new Headers({ cookie, host: HOST });
  return {
    signIn,
    async require(requirement: SecondFactorRequirement) {
      await writeSecondFactorRequirement(await db(), requirement);
      noteSecondFactorRequirement(requirement);
    },
    /** Where a page load ends up: "enrol", "sign-in", or admitted. */
    async page(cookie: string, pathname: string) {
      const { stop } = await admitRequest({ method: "GET", headers: headersOf(cookie) }, pathname, {
        isApi: false,
        config: securityConfig(),
      });
      return stop instanceof Error ? stop.code : (stop ?? "admitted");
    },
    /** An API request's status and error code. */
    async api(cookie: string) {
      const request = new Request(`${ORIGIN}/api/identity`, { headers: headersOf(cookie) });
      const response = await apiGate(request, () => Response.json({ ok: true }));
      const body = (await response.json()) as { error?: { code: string; message: string } };
      return [response.status, body.error?.code ?? "ok"];
    },
    db,
  };
}

describe("a required second step", () => {
  it("holds a password session back until it enrols: pages go to enrolment, the API answers 403", async () => {
    const lens = await app();
    await lens.require("privileged");
    const admin = await lens.signIn("olafs@example.lv", ["analyst", "admin"]);
    const analyst = await lens.signIn("pauls@example.lv", ["analyst"]);

    expect(await lens.page(admin.session.cookie, "/entities/40003245752")).toBe("enrol");
    expect(await lens.page(admin.session.cookie, "/admin")).toBe("enrol");
    expect(await lens.api(admin.session.cookie)).toEqual([403, "second_factor_enrolment_required"]);
    // Where it enrols stays open to it.
    expect(await lens.page(admin.session.cookie, "/account/security")).toBe("admitted");
    // Administrators and personal-data accounts only: the plain analyst goes on.
    expect(await lens.page(analyst.session.cookie, "/entities/40003245752")).toBe("admitted");
    expect(await lens.api(analyst.session.cookie)).toEqual([200, "ok"]);

    await admin.enrol();
    expect(await lens.page(admin.session.cookie, "/admin")).toBe("admitted");
    expect(await lens.api(admin.session.cookie)).toEqual([200, "ok"]);

    await lens.require("everyone");
    expect(await lens.page(analyst.session.cookie, "/entities/40003245752")).toBe("enrol");
    expect(await lens.api(analyst.session.cookie)).toEqual([403, "second_factor_enrolment_required"]);
    await lens.require("off");
    expect(await lens.api(analyst.session.cookie)).toEqual([200, "ok"]);
  }, 120_000);

  it("leaves a single sign-on session to its identity provider", async () => {
    const lens = await app();
    const { accountChanges } = await import("./auth");
    const { session, user } = await import("@/lib/platform/db/schema/auth");
    await lens.require("everyone");
    const nils = await lens.signIn("nils@example.lv", ["analyst", "personal-data"]);
    expect(await lens.api(nils.session.cookie)).toEqual([403, "second_factor_enrolment_required"]);

    // The same account's session as an identity provider's callback makes it.
    const [{ id }] = await (
      await lens.db()
    )
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, "nils@example.lv"));
    await (await lens.db()).update(session).set({ signInMethod: "sso" }).where(eq(session.userId, id));
    // Read from the database rather than the session's cached cookie, as after any change to the account.
    accountChanges().note(id, Date.now());
    expect(await lens.api(nils.session.cookie)).toEqual([200, "ok"]);
    expect(await lens.page(nils.session.cookie, "/entities/40003245752")).toBe("admitted");
    await lens.require("off");
  }, 120_000);
});
