import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { appUnderTestUrl, startAppUnderTest, type AppUnderTest } from "../dev/testing/app-under-test";
import { freePort } from "../dev/testing/free-port";
import { startOidcProvider, type OidcTestUser, type TestOidcProvider } from "../dev/testing/oidc-provider";

// A real OpenID provider (oidc-provider) on a loopback address of its own, and an app of our own signing in
// through it, with password sign-in off (the start administrator keeps its password: startAppUnderTest uses it).
test.describe.configure({ mode: "serial" });
test.use({ storageState: { cookies: [], origins: [] } });

const PROVIDER_NAME = "Test IdP";
const ROLE_MAP = "lens-analysts=analyst,lens-personal=analyst+personal-data,lens-admins=admin";
const person = (name: string, groups: string[]): OidcTestUser => ({
  email: `${name}@bank.test`,
  password: `${name}'s password at the provider`,
  name,
  groups,
});
const ANNA = person("anna", ["lens-analysts", "lens-personal", "hr"]);
const ILZE = person("ilze", ["lens-analysts", "lens-admins"]);
const PETERIS = person("peteris", ["hr", "canteen"]);

let provider: TestOidcProvider;
let app: AppUnderTest;
let otherAppPort: number;

const callbackOf = (port: number) => `${appUnderTestUrl(port)}/api/auth/callback/oidc`;
const ssoEnv = (port: number, issuer: string) => ({
  OIDC_ISSUER: issuer,
  OIDC_CLIENT_ID: provider.clientId,
  OIDC_CLIENT_SECRET: provider.clientSecret,
  OIDC_PROVIDER_NAME: PROVIDER_NAME,
  OIDC_ROLE_MAP: ROLE_MAP,
  OIDC_ALLOWED_DOMAINS: "bank.test",
  PASSWORD_SIGN_IN: "off",
  // Demo accounts sign in with passwords, which are off here; outside demo mode the app must know its address.
  DEMO_MODE: "0",
  APP_URL: appUnderTestUrl(port),
});

test.beforeAll(async () => {
  // A fresh embedded database on a busy machine can take a minute to create.
  test.setTimeout(180_000);
  const appPort = await freePort();
  do otherAppPort = await freePort();
  while (otherAppPort === appPort);
  provider = await startOidcProvider({
    host: "127.0.0.10",
    redirectUris: [callbackOf(appPort), callbackOf(otherAppPort)],
    users: [ANNA, ILZE, PETERIS],
  });
  app = await startAppUnderTest({ port: appPort, env: ssoEnv(appPort, provider.issuer) });
});
test.afterAll(async () => {
  await app?.stop();
  await provider?.close();
});

/** Starts single sign-on at `appUrl`; fills the provider's form as `user`, unless its session skips it. */
async function signInThroughProvider(page: Page, appUrl: string, user?: OidcTestUser) {
  await page.goto(`${appUrl}/sign-in`);
  await page.getByRole("button", { name: `Sign in with ${PROVIDER_NAME}` }).click();
  if (user) {
    await page.waitForURL(`${provider.issuer}/**`);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign in" }).click();
  }
  // Back at the app: past the sign-in page, or on it with the reason it was refused.
  const { origin } = new URL(appUrl);
  await page.waitForURL(
    (url) => url.origin === origin && (url.pathname !== "/sign-in" || url.searchParams.has("error")),
  );
}

async function rolesOf(request: APIRequestContext, email: string) {
  const answer = await request.get(`${app.url}/api/admin/users`, { headers: app.headers });
  const { users } = (await answer.json()) as { users: { email: string; roles: string[] }[] };
  return users.find((account) => account.email === email)?.roles ?? null;
}

async function auditEvents(request: APIRequestContext, event: string) {
  const answer = await request.get(`${app.url}/api/audit?event=${event}`, { headers: app.headers });
  return ((await answer.json()) as { events: { userEmail: string | null; details: Record<string, unknown> }[] }).events;
}

test("the sign-in page offers the provider, and the password form only to whoever asks for it", async ({
  page,
  request,
}) => {
  await page.goto(`${app.url}/sign-in`);
  await expect(page.getByRole("button", { name: `Sign in with ${PROVIDER_NAME}` })).toBeVisible();
  await expect(page.getByLabel("Password")).toHaveCount(0);
  await page.goto(`${app.url}/sign-in?password=1`);
  await expect(page.getByLabel("Password")).toBeVisible();
  const refused = await request.post(`${app.url}/api/auth/sign-in/email`, {
    headers: { origin: app.url },
    data: { email: ANNA.email, password: ANNA.password },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: "PASSWORD_SIGN_IN_OFF" });
});

test("a user in mapped groups lands signed in with the roles they map to", async ({ page, request }) => {
  await signInThroughProvider(page, app.url, ANNA);
  await expect(page).toHaveURL(`${app.url}/`);
  await expect(page.getByRole("navigation").getByText(ANNA.email)).toBeVisible();
  await expect(page.getByRole("link", { name: "Administration" })).toHaveCount(0);
  expect(await rolesOf(request, ANNA.email)).toEqual(["analyst", "personal-data"]);
  const [signedIn] = await auditEvents(request, "sso-sign-in");
  expect(signedIn).toMatchObject({
    userEmail: ANNA.email,
    details: { roles: ["analyst", "personal-data"], newAccount: true },
  });
});

test("a user in no mapped group is refused with a page that says why", async ({ page, request }) => {
  await signInThroughProvider(page, app.url, PETERIS);
  await expect(page).toHaveURL(`${app.url}/sign-in?error=sso-no-mapped-group`);
  const refusal = page.getByRole("main").getByRole("alert");
  await expect(refusal.getByRole("heading", { name: "Sign-in refused" })).toBeVisible();
  await expect(refusal).toContainText(
    `Your account at ${PROVIDER_NAME} is in no group that gives access to Registry Lens.`,
  );
  await page.goto(`${app.url}/`);
  // Still signed out: the home page sends the browser to sign in.
  await expect(page).toHaveURL(/\/sign-in(\?next=.*)?$/);
  expect(await rolesOf(request, PETERIS.email)).toBeNull();
  const [refused] = await auditEvents(request, "sso-sign-in-refused");
  expect(refused.details).toMatchObject({ email: PETERIS.email, reason: "no-mapped-group" });
});

test("a group taken away at the provider takes its role away at the next sign-in", async ({ page, request }) => {
  await signInThroughProvider(page, app.url, ILZE);
  await expect(page.getByRole("link", { name: "Administration" })).toBeVisible();
  expect(await rolesOf(request, ILZE.email)).toEqual(["analyst", "admin"]);

  provider.setGroups(ILZE.email, ["lens-analysts"]);
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL(/\/sign-in/);
  // Still signed in at the provider: straight back, with the groups it has now.
  await signInThroughProvider(page, app.url);
  await expect(page.getByRole("navigation").getByText(ILZE.email)).toBeVisible();
  await expect(page.getByRole("link", { name: "Administration" })).toHaveCount(0);
  expect((await page.goto(`${app.url}/admin`))?.status()).toBe(403);
  expect(await rolesOf(request, ILZE.email)).toEqual(["analyst"]);
  const [changed] = await auditEvents(request, "sso-roles-changed");
  expect(changed.details).toMatchObject({ email: ILZE.email, roles: ["analyst"], previousRoles: ["analyst", "admin"] });
});

test("an ID token changed on its way from the provider is refused", async ({ page, request }) => {
  // Anna's token comes back claiming the administrators' group, its signature left as the provider made it.
  provider.tamperIdTokens((claims) => ({ ...claims, groups: ["lens-admins"] }));
  try {
    await signInThroughProvider(page, app.url, ANNA);
  } finally {
    provider.tamperIdTokens(null);
  }
  await expect(page).toHaveURL(/\/sign-in\?error=/);
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    `The answer from ${PROVIDER_NAME} could not be verified, so sign-in was refused.`,
  );
  await page.goto(`${app.url}/`);
  // Still signed out: the home page sends the browser to sign in.
  await expect(page).toHaveURL(/\/sign-in(\?next=.*)?$/);
  expect(await rolesOf(request, ANNA.email)).toEqual(["analyst", "personal-data"]);
});

test.describe("an app configured with another issuer", () => {
  let other: AppUnderTest;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // The same provider's discovery, read at another address: it names its own issuer, not the configured one.
    other = await startAppUnderTest({ port: otherAppPort, env: ssoEnv(otherAppPort, provider.impostorIssuer) });
  });
  test.afterAll(async () => {
    await other?.stop();
  });

  test("refuses to sign in through it, and says so", async ({ page }) => {
    const toProvider: string[] = [];
    page.on("request", (sent) => {
      if (sent.url().startsWith(provider.issuer)) toProvider.push(sent.url());
    });
    await page.goto(`${other.url}/sign-in`);
    await page.getByRole("button", { name: `Sign in with ${PROVIDER_NAME}` }).click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText(
      "The identity provider did not identify itself as the one this app is configured with",
    );
    await expect(page).toHaveURL(`${other.url}/sign-in`);
    expect(toProvider).toEqual([]);
  });
});
