import { expect, it } from "vitest";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { TEST_ORIGIN as ORIGIN, type TestAuthLimits, testAuth } from "@/dev/testing/test-auth";
import { totpCode, wrongTotpCodes as wrongCodes } from "@/dev/testing/totp";
import { listAuditEvents } from "@/lib/domain/audit/list-audit-events";
import { PEER_ADDRESS_HEADER } from "@/lib/platform/http/peer";
import { createAccount, listAccounts } from "./accounts";
import type { Auth } from "./create-auth";
import { RECOVERY_CODE_COUNT, resetSecondFactor, signInMethodOf, TOTP_ISSUER } from "./second-factor";

/** A browser on TEST_ORIGIN: keeps the cookies each answer sets, and sends them with the next request. */
function browser(auth: Auth, peer = "10.0.0.1") {
  const jar = new Map<string, string>();
  const post = async (path: string, body: object) => {
    const response = await auth.handler(
      new Request(`${ORIGIN}/api/auth${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: ORIGIN,
          [PEER_ADDRESS_HEADER]: peer,
          cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; "),
        },
        body: JSON.stringify(body),
      }),
    );
    for (const set of response.headers.getSetCookie()) {
      const [pair] = set.split(";");
      const at = pair.indexOf("=");
      const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
      if (/max-age=0/i.test(set) || value === "") jar.delete(name);
      else jar.set(name, value);
    }
    return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> };
  };
  return {
    post,
    signIn: (email: string, password: string) => post("/sign-in/email", { email, password }),
    /** The signed-in account's email, or null: what a page sees of this browser's session. */
    async who(): Promise<string | null> {
      const headers = new Headers({
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; "),
        host: new URL(ORIGIN).host,
      });
      return (await auth.api.getSession({ headers, query: { disableCookieCache: true } }))?.user.email ?? null;
    },
  };
}

/** An account with a password, enrolled: the address its authenticator app was given, and its recovery codes. */
async function enrolled(auth: Auth, email: string, password: string) {
  const { id } = await createAccount(auth, { email, password, name: email, roles: ["analyst"] });
  const own = browser(auth);
  await own.signIn(email, password);
  const enabled = await own.post("/two-factor/enable", { password });
  expect(enabled.status).toBe(200);
  const uri = String(enabled.body.totpURI);
  // Until its first code is confirmed, the app is not asked for at sign-in.
  expect((await browser(auth).signIn(email, password)).body).not.toHaveProperty("twoFactorRedirect");
  expect((await own.post("/two-factor/verify-totp", { code: totpCode(uri) })).status).toBe(200);
  return { id, uri, codes: enabled.body.backupCodes as string[], own };
}

const eventsOf = async (database: Parameters<typeof listAuditEvents>[0], email: string) =>
  (await listAuditEvents(database, { user: email }, 50))
    .reverse()
    .map((event) => [event.eventType, event.details] as const);

forEachDatabase("a second step at sign-in", (database) => {
  const authWith = (limits: TestAuthLimits = {}) => testAuth(database(), limits);

  it("gives the authenticator app Registry Lens as its issuer and ten recovery codes", async () => {
    const { uri, codes } = await enrolled(authWith(), "anete@example.lv", "anete password");
    const address = new URL(uri);
    expect(address.protocol).toBe("otpauth:");
    expect(address.searchParams.get("issuer")).toBe(TOTP_ISSUER);
    expect(decodeURIComponent(address.pathname)).toContain("anete@example.lv");
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    const [account] = (await listAccounts(database())).filter((a) => a.email === "anete@example.lv");
    expect(account.secondFactor).toBe(true);
  });

  it("asks an enrolled account for the app's code after its password, and refuses a wrong one", async () => {
    const auth = authWith();
    const { uri } = await enrolled(auth, "bruno@example.lv", "bruno password");
    const them = browser(auth);
    const half = await them.signIn("bruno@example.lv", "bruno password");
    expect(half.status).toBe(200);
    expect(half.body).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    // The right password alone is no session.
    expect(await them.who()).toBeNull();

    const [wrong] = wrongCodes(uri, 1);
    const refused = await them.post("/two-factor/verify-totp", { code: wrong });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: "INVALID_CODE" });
    expect(await them.who()).toBeNull();

    expect((await them.post("/two-factor/verify-totp", { code: totpCode(uri) })).status).toBe(200);
    expect(await them.who()).toBe("bruno@example.lv");
    // One sign-in in the trail, once the code made the session; the wrong code as a failed one.
    const events = (await eventsOf(database(), "bruno@example.lv")).filter(([type]) => type.startsWith("sign-in"));
    expect(events.slice(-3)).toEqual([
      ["sign-in", { email: "bruno@example.lv" }],
      ["sign-in-failed", { email: "bruno@example.lv", secondFactor: "totp" }],
      ["sign-in", { email: "bruno@example.lv", secondFactor: "totp" }],
    ]);
  });

  it("counts wrong codes against the client as wrong passwords are counted", async () => {
    const auth = authWith({ perAccountClient: 3 });
    const { uri } = await enrolled(auth, "cilda@example.lv", "cilda password");
    const guesser = browser(auth, "10.0.0.66");
    await guesser.signIn("cilda@example.lv", "cilda password");
    for (const code of wrongCodes(uri, 3))
      expect((await guesser.post("/two-factor/verify-totp", { code })).status).toBe(401);
    // Even the right code and the right password are refused from that client now.
    const held = await guesser.post("/two-factor/verify-totp", { code: totpCode(uri) });
    expect(held.status).toBe(429);
    expect(held.body).toMatchObject({ code: "TOO_MANY_FAILED_SIGN_INS" });
    expect((await guesser.signIn("cilda@example.lv", "cilda password")).status).toBe(429);
    // The owner, elsewhere, is not held off.
    const owner = browser(auth, "10.0.0.2");
    await owner.signIn("cilda@example.lv", "cilda password");
    expect((await owner.post("/two-factor/verify-totp", { code: totpCode(uri) })).status).toBe(200);
  });

  it("signs in once with each recovery code", async () => {
    const auth = authWith();
    const { codes } = await enrolled(auth, "dace@example.lv", "dace password");
    const first = browser(auth);
    await first.signIn("dace@example.lv", "dace password");
    expect((await first.post("/two-factor/verify-backup-code", { code: codes[0] })).status).toBe(200);
    expect(await first.who()).toBe("dace@example.lv");

    const again = browser(auth);
    await again.signIn("dace@example.lv", "dace password");
    const reused = await again.post("/two-factor/verify-backup-code", { code: codes[0] });
    expect(reused.status).toBe(401);
    expect(reused.body).toMatchObject({ code: "INVALID_BACKUP_CODE" });
    expect(await again.who()).toBeNull();
    expect((await again.post("/two-factor/verify-backup-code", { code: codes[1] })).status).toBe(200);

    const events = await eventsOf(database(), "dace@example.lv");
    expect(events.filter(([type]) => type === "recovery-code-used")).toEqual([
      ["recovery-code-used", { remaining: RECOVERY_CODE_COUNT - 1 }],
      ["recovery-code-used", { remaining: RECOVERY_CODE_COUNT - 2 }],
    ]);
  });

  it("never lets a device skip the second step", async () => {
    const auth = authWith();
    const { uri } = await enrolled(auth, "edgars@example.lv", "edgars password");
    const them = browser(auth);
    await them.signIn("edgars@example.lv", "edgars password");
    const trusted = await them.post("/two-factor/verify-totp", { code: totpCode(uri), trustDevice: true });
    expect(trusted.status).toBe(400);
    expect(trusted.body).toMatchObject({ code: "TRUST_DEVICE_NOT_OFFERED" });
    expect(await them.who()).toBeNull();
  });

  it("is turned off only with the password, and then the password alone signs in", async () => {
    const auth = authWith();
    const { own, codes } = await enrolled(auth, "fricis@example.lv", "fricis password");
    expect((await own.post("/two-factor/generate-backup-codes", { password: "fricis password" })).status).toBe(200);
    const wrong = await own.post("/two-factor/disable", { password: "not his password" });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: "INVALID_PASSWORD" });
    expect((await own.post("/two-factor/disable", { password: "fricis password" })).status).toBe(200);
    expect(await own.who()).toBe("fricis@example.lv");

    const later = browser(auth);
    expect((await later.signIn("fricis@example.lv", "fricis password")).body).not.toHaveProperty("twoFactorRedirect");
    expect(await later.who()).toBe("fricis@example.lv");
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    const types = (await eventsOf(database(), "fricis@example.lv")).map(([type]) => type);
    expect(types.filter((type) => !type.startsWith("sign-in"))).toEqual([
      "second-factor-enrolled",
      "recovery-codes-renewed",
      "second-factor-disabled",
    ]);
  });

  it("is removed by an administrator's reset, after which the password alone signs in", async () => {
    const auth = authWith();
    const { id } = await enrolled(auth, "gita@example.lv", "gita password");
    expect(await resetSecondFactor(database(), id)).toEqual({ email: "gita@example.lv" });
    const later = browser(auth);
    expect((await later.signIn("gita@example.lv", "gita password")).body).not.toHaveProperty("twoFactorRedirect");
    expect(await later.who()).toBe("gita@example.lv");
    expect(await resetSecondFactor(database(), "no-such-account")).toBeNull();
  });
});

it("tells single sign-on sessions from password ones by the endpoint that made them", () => {
  expect(["/callback/oidc", "/oauth2/callback/oidc", "/sign-in/social"].map(signInMethodOf)).toEqual([
    "sso",
    "sso",
    "sso",
  ]);
  const password = ["/sign-in/email", "/two-factor/verify-totp", "/two-factor/verify-backup-code", undefined];
  expect(password.map(signInMethodOf)).toEqual(["password", "password", "password", "password"]);
});
