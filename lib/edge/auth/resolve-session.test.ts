import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signInRequest, TEST_ORIGIN as ORIGIN } from "@/dev/testing/test-auth";

beforeAll(() => {
  // The app's own auth state on an embedded database of the test's own, as `npm start` has it.
  vi.stubEnv("DATABASE_URL", "");
  vi.stubEnv("REDIS_URL", "");
  vi.stubEnv("DATA_DIR", mkdtempSync(path.join(tmpdir(), "resolve-session-test-")));
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe("resolveSession", () => {
  it("refuses a signed-out session's kept cookies at once, though the cookie cache still vouches for them", async () => {
    const { getAuth } = await import("./auth");
    const { createAccount } = await import("./accounts");
    const { resolveSession } = await import("./resolve-session");
    const { POST } = await import("@/app/api/auth/[...all]/route");
    const auth = await getAuth(false);
    await createAccount(auth, {
      email: "rita@example.lv",
      password: "rita password",
      name: "Rita",
      roles: ["analyst"],
    });
    const signedIn = await auth.handler(signInRequest({ email: "rita@example.lv", password: "rita password" }));
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const headers = () => new Headers({ cookie, host: "lens.test" });
    expect((await resolveSession(headers())).viewer?.email).toBe("rita@example.lv");

    const signedOut = await POST(
      new Request(`${ORIGIN}/api/auth/sign-out`, {
        method: "POST",
        headers: { host: "lens.test", origin: ORIGIN, cookie, "content-type": "application/json" },
        body: "{}",
      }),
    );
    expect(signedOut.status).toBe(200);
    // The same cookies, as a copy kept by someone else would send them, within the cookie cache's minute.
    expect((await resolveSession(headers())).viewer).toBeNull();
  }, 120_000);

  it("refuses the cookies of sessions revoked from another one at once, also by a password change", async () => {
    const { getAuth } = await import("./auth");
    const { createAccount } = await import("./accounts");
    const { resolveSession } = await import("./resolve-session");
    const { POST } = await import("@/app/api/auth/[...all]/route");
    const auth = await getAuth(false);
    await createAccount(auth, {
      email: "juris@example.lv",
      password: "juris password",
      name: "Juris",
      roles: ["analyst"],
    });
    const cookieOf = (answer: Response) =>
      answer.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
    const signIn = async (password: string) =>
      cookieOf(await auth.handler(signInRequest({ email: "juris@example.lv", password })));
    const post = (where: string, cookie: string, body: object) =>
      POST(
        new Request(`${ORIGIN}/api/auth/${where}`, {
          method: "POST",
          headers: { host: "lens.test", origin: ORIGIN, cookie, "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
      );
    const viewerOf = async (cookie: string) =>
      (await resolveSession(new Headers({ cookie, host: "lens.test" }))).viewer;

    // A stolen session's cookies, seen (and so cached) before its owner revokes it from another browser.
    const stolen = await signIn("juris password");
    const own = await signIn("juris password");
    expect((await viewerOf(stolen))?.email).toBe("juris@example.lv");
    expect((await post("revoke-other-sessions", own, {})).status).toBe(200);
    expect(await viewerOf(stolen)).toBeNull();
    expect((await viewerOf(own))?.email).toBe("juris@example.lv");

    // Changing the password with revokeOtherSessions ends every older session, the one asking included.
    const other = await signIn("juris password");
    expect((await viewerOf(other))?.email).toBe("juris@example.lv");
    const changed = await post("change-password", own, {
      currentPassword: "juris password",
      newPassword: "a new juris password",
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    expect(await viewerOf(other)).toBeNull();
    expect(await viewerOf(own)).toBeNull();
    expect((await viewerOf(cookieOf(changed)))?.email).toBe("juris@example.lv");
  }, 120_000);
});
