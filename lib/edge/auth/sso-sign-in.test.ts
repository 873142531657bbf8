import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { oidcTestBrowser, type SsoOutcome } from "@/dev/testing/oidc-test-browser";
import { startOidcProvider, type OidcTestUser, type TestOidcProvider } from "@/dev/testing/oidc-provider";
import { signInRequest, TEST_ORIGIN, testAuth } from "@/dev/testing/test-auth";
import { auditEvents } from "@/lib/platform/db/schema/audit";
import { user as userTable } from "@/lib/platform/db/schema";
import { PEER_ADDRESS_HEADER } from "@/lib/platform/http/peer";
import type { Database } from "@/lib/platform/db/database";
import { changeAccount, createAccount } from "./accounts";
import type { Auth } from "./create-auth";

const PEER = { [PEER_ADDRESS_HEADER]: "10.0.0.7" };
const ROLE_MAP = "lens-analysts=analyst,lens-personal=analyst+personal-data,lens-admins=admin";
const RECOVERY = { email: "recovery@bank.lv", password: "recovery password 1" };

const user = (email: string, groups: string[], extra: Partial<OidcTestUser> = {}): OidcTestUser => ({
  email,
  password: `${email} password`,
  name: email.split("@")[0],
  groups,
  ...extra,
});

const USERS = [
  user("anna@bank.lv", ["lens-analysts", "lens-personal", "hr"]),
  user("peteris@bank.lv", ["hr", "canteen"]),
  user("guest@partner.lv", ["lens-analysts"]),
  user("ilze@partner.lv", ["lens-analysts"]),
  user("recovery@bank.lv", ["lens-admins"]),
  user("unverified@bank.lv", ["lens-analysts"], { emailVerified: false }),
];

function ssoEnv(provider: TestOidcProvider, env: Record<string, string> = {}): Record<string, string> {
  return {
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_ROLE_MAP: ROLE_MAP,
    OIDC_ALLOWED_DOMAINS: "bank.lv",
    ADMIN_EMAIL: RECOVERY.email,
    ADMIN_PASSWORD: RECOVERY.password,
    ...env,
  };
}

async function rolesOf(db: Database, email: string) {
  const [row] = await db.select({ roles: userTable.roles }).from(userTable).where(eq(userTable.email, email));
  return row?.roles ?? null;
}

const eventsOf = (db: Database, type: string) =>
  db.select().from(auditEvents).where(eq(auditEvents.eventType, type)).orderBy(auditEvents.seq);

function landed(outcome: SsoOutcome): { page: string; cookie: string } {
  if (!outcome.started)
    throw new Error(`single sign-on did not start: ${outcome.status} ${JSON.stringify(outcome.body)}`);
  return { page: `${outcome.landedAt.pathname}${outcome.landedAt.search}`, cookie: outcome.appCookie };
}

/** The roles the signed-in browser's session shows, as the app reads them (its cached cookie first). */
async function sessionRoles(auth: Auth, cookie: string) {
  const session = await auth.api.getSession({ headers: new Headers({ cookie, host: new URL(TEST_ORIGIN).host }) });
  return session ? (session.user as { roles?: string[] }).roles : null;
}

let provider: TestOidcProvider;
beforeAll(async () => {
  provider = await startOidcProvider({ redirectUris: [`${TEST_ORIGIN}/api/auth/callback/oidc`], users: USERS });
});
afterAll(async () => {
  await provider?.close();
});
// One provider serves every database's run: a test that changes a user's groups at the provider puts them back.
const GROUPS = USERS.map(({ email, groups }): [string, string[]] => [email, [...groups]]);
afterEach(() => {
  for (const [email, groups] of GROUPS) provider.setGroups(email, groups);
});

forEachDatabase("single sign-on through an OpenID Connect provider", (database) => {
  let auth: Auth;
  const authFor = () => (auth ??= testAuth(database(), {}, ssoEnv(provider)));
  const browser = () =>
    oidcTestBrowser({ app: { origin: TEST_ORIGIN, handler: (r) => authFor().handler(r) }, appHeaders: PEER });
  const signIn = (email: string) => browser().signIn({ email, password: `${email} password` });

  it("gives a user in mapped groups the roles they map to, with an account when the domain is allowed", async () => {
    const { page, cookie } = landed(await signIn("anna@bank.lv"));
    expect(page).toBe("/");
    expect(await rolesOf(database(), "anna@bank.lv")).toEqual(["analyst", "personal-data"]);
    expect(await sessionRoles(authFor(), cookie)).toEqual(["analyst", "personal-data"]);
    const [event] = await eventsOf(database(), "sso-sign-in");
    expect(event).toMatchObject({
      userEmail: "anna@bank.lv",
      clientAddress: "10.0.0.7",
      details: { email: "anna@bank.lv", roles: ["analyst", "personal-data"], newAccount: true },
    });
    expect(event.details.groups).toEqual(["lens-analysts", "lens-personal", "hr"]);
  });

  it("sets the roles anew at every sign-in: a group taken away takes its role, in the new session at once", async () => {
    provider.setGroups("anna@bank.lv", ["lens-analysts"]);
    const { cookie } = landed(await signIn("anna@bank.lv"));
    expect(await rolesOf(database(), "anna@bank.lv")).toEqual(["analyst"]);
    expect(await sessionRoles(authFor(), cookie)).toEqual(["analyst"]);
    const changes = await eventsOf(database(), "sso-roles-changed");
    expect(changes.map((event) => event.details)).toEqual([
      expect.objectContaining({
        roles: ["analyst"],
        previousRoles: ["analyst", "personal-data"],
        groups: ["lens-analysts"],
      }),
    ]);
    // An administrator's change lasts until the next sign-in only: the provider's groups decide.
    const [anna] = await database().select().from(userTable).where(eq(userTable.email, "anna@bank.lv"));
    await changeAccount(authFor(), database(), anna.id, { roles: ["analyst", "admin"] });
    landed(await signIn("anna@bank.lv"));
    expect(await rolesOf(database(), "anna@bank.lv")).toEqual(["analyst"]);
    expect(await eventsOf(database(), "sso-sign-in")).toHaveLength(3);
  });

  it("refuses a user in no mapped group with its reason on the sign-in page, making no account", async () => {
    const { page, cookie } = landed(await signIn("peteris@bank.lv"));
    expect(page).toBe("/sign-in?error=sso-no-mapped-group");
    expect(await sessionRoles(authFor(), cookie)).toBeNull();
    expect(await rolesOf(database(), "peteris@bank.lv")).toBeNull();
    const refusals = await eventsOf(database(), "sso-sign-in-refused");
    expect(refusals.at(-1)).toMatchObject({
      userId: null,
      details: { email: "peteris@bank.lv", reason: "no-mapped-group", groups: ["hr", "canteen"] },
    });
  });

  it("outside the allowed domains lets in only an account an administrator made, with its groups' roles", async () => {
    expect(landed(await signIn("guest@partner.lv")).page).toBe("/sign-in?error=sso-not-allowed");
    expect(await rolesOf(database(), "guest@partner.lv")).toBeNull();
    await createAccount(authFor(), { email: "ilze@partner.lv", password: "ilze's own pw", name: "Ilze", roles: [] });
    const { page } = landed(await signIn("ilze@partner.lv"));
    expect(page).toBe("/");
    expect(await rolesOf(database(), "ilze@partner.lv")).toEqual(["analyst"]);
    const [signedIn] = (await eventsOf(database(), "sso-sign-in")).filter((e) => e.userEmail === "ilze@partner.lv");
    expect(signedIn.details).toMatchObject({ newAccount: false, roles: ["analyst"] });
  });

  it("keeps the start administrator's account to its password, and refuses an address the provider has not verified", async () => {
    expect(landed(await signIn("recovery@bank.lv")).page).toBe("/sign-in?error=sso-password-account");
    expect(landed(await signIn("unverified@bank.lv")).page).toBe("/sign-in?error=sso-unverified-email");
  });

  it("refuses an ID token changed on its way from the provider", async () => {
    provider.tamperIdTokens((claims) => ({ ...claims, groups: ["lens-admins"] }));
    try {
      const { page, cookie } = landed(await signIn("anna@bank.lv"));
      expect(page).toMatch(/^\/sign-in\?error=/);
      expect(page).not.toContain("sso-");
      expect(await sessionRoles(authFor(), cookie)).toBeNull();
    } finally {
      provider.tamperIdTokens(null);
    }
    expect(await rolesOf(database(), "anna@bank.lv")).toEqual(["analyst"]);
    const refusals = await eventsOf(database(), "sso-sign-in-refused");
    expect(refusals.at(-1)?.details).toMatchObject({ email: "", reason: "unable_to_get_user_info" });
  });

  it("refuses to sign in with an ID token handed in, or to link an account afterwards", async () => {
    const post = (path: string, body: object) =>
      authFor().handler(
        new Request(`${TEST_ORIGIN}/api/auth/${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: TEST_ORIGIN, ...PEER },
          body: JSON.stringify(body),
        }),
      );
    const withToken = await post("sign-in/social", { provider: "oidc", idToken: { token: "a.b.c" } });
    expect([withToken.status, (await withToken.json()).code]).toEqual([403, "SSO_ID_TOKEN_OFF"]);
    const link = await post("link-social", { provider: "oidc" });
    expect([link.status, (await link.json()).code]).toEqual([403, "SSO_LINKING_OFF"]);
  });
});

forEachDatabase("single sign-on configured with another issuer", (database) => {
  it("refuses to start, naming the mismatch, and audits it", async () => {
    const auth = testAuth(database(), {}, ssoEnv(provider, { OIDC_ISSUER: provider.impostorIssuer }));
    const outcome = await oidcTestBrowser({ app: { origin: TEST_ORIGIN, handler: (r) => auth.handler(r) } }).signIn({
      email: "anna@bank.lv",
      password: "anna@bank.lv password",
    });
    expect(outcome).toMatchObject({ started: false, status: 403, body: { code: "SSO_ISSUER_MISMATCH" } });
    const [refusal] = await eventsOf(database(), "sso-sign-in-refused");
    expect(refusal.details).toMatchObject({ reason: "issuer-mismatch" });
  });
});

forEachDatabase("single sign-on with the claims at the userinfo endpoint", (database) => {
  let userinfoProvider: TestOidcProvider;
  beforeAll(async () => {
    userinfoProvider = await startOidcProvider({
      redirectUris: [`${TEST_ORIGIN}/api/auth/callback/oidc`],
      users: USERS,
      claimsInIdToken: false,
    });
  });
  afterAll(async () => {
    await userinfoProvider?.close();
  });

  it("reads the groups from there", async () => {
    const auth = testAuth(database(), {}, ssoEnv(userinfoProvider));
    const outcome = await oidcTestBrowser({ app: { origin: TEST_ORIGIN, handler: (r) => auth.handler(r) } }).signIn({
      email: "anna@bank.lv",
      password: "anna@bank.lv password",
    });
    expect(landed(outcome).page).toBe("/");
    expect(await rolesOf(database(), "anna@bank.lv")).toEqual(["analyst", "personal-data"]);
  });
});

forEachDatabase("password sign-in turned off", (database) => {
  it("refuses every account's password but the start administrator's", async () => {
    const auth = testAuth(database(), {}, ssoEnv(provider, { PASSWORD_SIGN_IN: "off" }));
    await createAccount(auth, { email: RECOVERY.email, password: RECOVERY.password, name: "Admin", roles: ["admin"] });
    await createAccount(auth, { email: "olga@bank.lv", password: "olga password", name: "Olga", roles: [] });
    const refused = await auth.handler(signInRequest({ email: "olga@bank.lv", password: "olga password" }, PEER));
    expect([refused.status, (await refused.json()).code]).toEqual([403, "PASSWORD_SIGN_IN_OFF"]);
    const recovery = await auth.handler(signInRequest(RECOVERY, PEER));
    expect(recovery.status).toBe(200);
    const [rows] = await Promise.all([
      database()
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.eventType, "sign-in"), eq(auditEvents.userEmail, RECOVERY.email))),
    ]);
    expect(rows).toHaveLength(1);
  });
});
