import { expect, it } from "vitest";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { signInRequest, TEST_ORIGIN as ORIGIN, type TestAuthLimits, testAuth } from "@/dev/testing/test-auth";
import { PEER_ADDRESS_HEADER } from "@/lib/platform/http/peer";
import { parseInput } from "@/lib/platform/errors/input-error";
import { createAccount, listAccounts, newAccountSchema } from "./accounts";
import { parseAuthSettings } from "./auth-settings";
import type { Auth } from "./create-auth";

/** A sign-in as scripts/serve.ts hands it on: the TCP peer stamped, any X-Forwarded-For as the client sent it. */
function signIn(auth: Auth, email: string, password: string, peer: string, forwardedFor?: string) {
  const headers: Record<string, string> = { [PEER_ADDRESS_HEADER]: peer };
  if (forwardedFor) headers["x-forwarded-for"] = forwardedFor;
  return auth.handler(signInRequest({ email, password }, headers));
}

forEachDatabase("sign-in limits", (database) => {
  // Tight per-client limits, a wide one per address: the tests below each narrow what they examine.
  const authWith = (limits: TestAuthLimits = {}) =>
    testAuth(database(), { perAccountClient: 5, perAddress: 1_000, ...limits });

  it("lets a colleague sign in while another client sends many bad sign-ins", async () => {
    const auth = authWith();
    await createAccount(auth, { email: "anna@example.lv", password: "anna password 1", name: "Anna", roles: [] });
    for (let i = 0; i < 31; i++) {
      const response = await signIn(auth, `nobody${i}@example.lv`, "wrong password", "10.0.0.66");
      expect(response.status).toBe(401);
    }
    expect((await signIn(auth, "anna@example.lv", "anna password 1", "10.0.0.1")).status).toBe(200);
  }, 120_000); // 32 password hashes (an unknown account's too): up to a second each on a busy machine

  it("counts failures against the trusted client address, whatever X-Forwarded-For claims", async () => {
    const auth = authWith({ perAddress: 10 });
    for (let i = 0; i < 10; i++) {
      const response = await signIn(auth, `guess${i}@example.lv`, "wrong password", "10.0.0.77", `203.0.113.${i}`);
      expect(response.status).toBe(401);
    }
    const forged = await signIn(auth, "guess-more@example.lv", "wrong password", "10.0.0.77", "198.51.100.1");
    expect(forged.status).toBe(429);
    expect((await signIn(auth, "guess-more@example.lv", "wrong password", "10.0.0.78")).status).toBe(401);
  });

  it("refuses the client that failed, not the account's owner signing in from elsewhere", async () => {
    const auth = authWith({ perAccountClient: 3 });
    await createAccount(auth, { email: "janis@example.lv", password: "janis password", name: "Jānis", roles: [] });
    for (let i = 0; i < 3; i++)
      expect((await signIn(auth, "janis@example.lv", "not his password", "10.0.0.66")).status).toBe(401);
    // Even the right password is refused from the client that guessed.
    expect((await signIn(auth, "janis@example.lv", "janis password", "10.0.0.66")).status).toBe(429);
    expect((await signIn(auth, "janis@example.lv", "janis password", "10.0.0.2")).status).toBe(200);
  });

  it("slows sign-ins to an account guessed at from many clients, without refusing its owner", async () => {
    const auth = authWith({ perAccountClient: 3, perAccount: 4, slowDownMs: 300 });
    await createAccount(auth, { email: "ilze@example.lv", password: "ilze password", name: "Ilze", roles: [] });
    for (let i = 0; i < 5; i++)
      expect((await signIn(auth, "ilze@example.lv", "not her password", `10.0.1.${i}`)).status).toBe(401);
    // Five failures against a bound of four: each further try waits two steps before it is checked.
    const started = performance.now();
    const owner = await signIn(auth, "ilze@example.lv", "ilze password", "10.0.0.3");
    expect(owner.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(590);
  });
});

forEachDatabase("sign-in callback addresses", (database) => {
  let auth: Auth;
  const authFor = () => (auth ??= testAuth(database()));
  const signInTo = (callbackURL: string) =>
    authFor().handler(
      signInRequest(
        { email: "olga@example.lv", password: "olga password", callbackURL },
        { [PEER_ADDRESS_HEADER]: "10.0.0.1" },
      ),
    );

  it("sends the browser on only to this site, without APP_URL", async () => {
    await createAccount(authFor(), { email: "olga@example.lv", password: "olga password", name: "Olga", roles: [] });
    const own = await signInTo("/entities/40003245752");
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ redirect: true, url: "/entities/40003245752" });
    for (const elsewhere of ["http://evil.example/", "/.//evil.example"]) {
      const refused = await signInTo(elsewhere);
      expect([elsewhere, refused.status]).toEqual([elsewhere, 403]);
      expect(await refused.json()).toMatchObject({ code: "INVALID_CALLBACK_URL" });
      expect(refused.headers.getSetCookie()).toEqual([]);
    }
  });
});

forEachDatabase("session answers to the browser", (database) => {
  let auth: Auth;
  const authFor = () => (auth ??= testAuth(database()));

  it("never hold a session token a page's script could read", async () => {
    await createAccount(authFor(), { email: "karlis@example.lv", password: "karlis password", name: "K", roles: [] });
    const signedIn = await signIn(authFor(), "karlis@example.lv", "karlis password", "10.0.0.1");
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const token = decodeURIComponent(/better-auth\.session_token=([^.;]+)/.exec(cookie)?.[1] ?? "");
    expect(token.length).toBeGreaterThan(10);
    for (const path of ["get-session", "list-sessions"]) {
      const response = await authFor().handler(
        new Request(`${ORIGIN}/api/auth/${path}`, {
          headers: { cookie, origin: ORIGIN, [PEER_ADDRESS_HEADER]: "10.0.0.1" },
        }),
      );
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).toContain("expiresAt");
      expect([path, text.includes(token), /"token"/.test(text)]).toEqual([path, false, false]);
    }
    // The app's own server calls still see the whole session.
    const own = await authFor().api.getSession({ headers: new Headers({ cookie, host: new URL(ORIGIN).host }) });
    expect(own?.session.token).toBe(token);
  });
});

forEachDatabase("common passwords", (database) => {
  let auth: Auth;
  const authFor = () => (auth ??= testAuth(database()));
  const common = "This password is one of the most common ones, which attackers try first: choose another";

  it("are refused for a new account, for the first administrator, and as a new password", async () => {
    expect(() =>
      parseInput(newAccountSchema, { email: "pw@example.lv", password: "Password123!", name: "P", roles: [] }),
    ).toThrow(common);
    expect(() => parseAuthSettings({ ADMIN_EMAIL: "a@example.lv", ADMIN_PASSWORD: "qwertyuiop" })).toThrow(
      "ADMIN_PASSWORD is one of the most common passwords: choose another",
    );

    await createAccount(authFor(), { email: "pw@example.lv", password: "a fine password", name: "P", roles: [] });
    const signedIn = await signIn(authFor(), "pw@example.lv", "a fine password", "10.0.0.1");
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const change = await authFor().handler(
      new Request(`${ORIGIN}/api/auth/change-password`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: ORIGIN, cookie, [PEER_ADDRESS_HEADER]: "10.0.0.1" },
        body: JSON.stringify({ currentPassword: "a fine password", newPassword: "1q2w3e4r5t" }),
      }),
    );
    expect(change.status).toBe(400);
    expect(await change.json()).toMatchObject({ code: "PASSWORD_TOO_COMMON", message: common });
    // Nothing changed: the old password still signs in, the common one does not.
    expect((await signIn(authFor(), "pw@example.lv", "a fine password", "10.0.0.1")).status).toBe(200);
    expect((await signIn(authFor(), "pw@example.lv", "1q2w3e4r5t", "10.0.0.1")).status).toBe(401);
  });
});

forEachDatabase("names", (database) => {
  let auth: Auth;
  const authFor = () => (auth ??= testAuth(database()));

  it("are set by an administrator, not changed by their owner, while the language still is", async () => {
    await createAccount(authFor(), { email: "zane@example.lv", password: "zane password", name: "Zane", roles: [] });
    const signedIn = await signIn(authFor(), "zane@example.lv", "zane password", "10.0.0.1");
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const update = (body: object) =>
      authFor().handler(
        new Request(`${ORIGIN}/api/auth/update-user`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: ORIGIN, cookie, [PEER_ADDRESS_HEADER]: "10.0.0.1" },
          body: JSON.stringify(body),
        }),
      );
    const renamed = await update({ name: "Chief Auditor", locale: "lv" });
    expect(renamed.status).toBe(403);
    expect(await renamed.json()).toMatchObject({ code: "NAME_ADMIN_MANAGED" });
    expect((await update({ locale: "lv" })).status).toBe(200);
    const [zane] = (await listAccounts(database())).filter((a) => a.email === "zane@example.lv");
    expect(zane.name).toBe("Zane");
  });
});
