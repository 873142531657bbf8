import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { startAppUnderTest, type AppUnderTest } from "../dev/testing/app-under-test";
import { totpCode, wrongTotpCodes } from "../dev/testing/totp";

// One app of our own: the requirement is the whole instance's, and the other specs' servers must not be held to it.
test.describe.configure({ mode: "serial" });

/** The password app-under-test gives the accounts it adds. */
const PASSWORD = "a-password-for-tests";
const signedOut = { cookies: [], origins: [] };

let app: AppUnderTest;
test.beforeAll(async () => {
  // A fresh embedded database on a busy machine can take a minute to create.
  test.setTimeout(180_000);
  app = await startAppUnderTest();
});
test.afterAll(async () => {
  await app?.stop();
});

async function freshBrowser(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ storageState: signedOut });
  return { context, page: await context.newPage() };
}

async function signInWithForm(page: Page, email: string) {
  await page.goto(`${app.url}/sign-in`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
}

/**
 * Sets up the authenticator app on the security page the browser is on, as a person would: the password, the
 * key the app is given, its first code. Answers the setup address and the recovery codes the page showed once.
 */
async function enrol(page: Page): Promise<{ uri: string; codes: string[] }> {
  const start = page.getByRole("form", { name: "Set up an authenticator app" });
  await start.getByLabel("Your password").fill(PASSWORD);
  await start.getByRole("button", { name: "Set up an authenticator app" }).click();
  const add = page.getByRole("form", { name: "Add the account to your app" });
  const uri = (await add.locator("[data-totp-uri]").textContent()) ?? "";
  const address = new URL(uri);
  expect(address.protocol).toBe("otpauth:");
  expect(address.searchParams.get("issuer")).toBe("Registry Lens");
  // The key shown for typing in by hand is the one the link carries.
  const key = (await add.locator("[data-totp-key]").textContent())?.replace(/\s/g, "");
  expect(key).toBe(address.searchParams.get("secret"));

  await add.getByLabel("Code the app shows now").fill(wrongTotpCodes(uri, 1)[0]);
  await add.getByRole("button", { name: "Confirm" }).click();
  await expect(add.getByRole("alert")).toContainText("That code is not right");
  await add.getByLabel("Code the app shows now").fill(totpCode(uri));
  await add.getByRole("button", { name: "Confirm" }).click();
  const list = page.getByRole("list", { name: "Recovery codes" });
  await expect(list.getByRole("listitem")).toHaveCount(10);
  const codes = await list.getByRole("listitem").allTextContents();
  return { uri, codes };
}

test("an analyst sets up an authenticator app, then signs in with its code, and once with each recovery code", async ({
  browser,
  request,
}) => {
  const email = "totp.analyst@example.lv";
  await app.addAccount(email, ["analyst"]);
  const { context, page } = await freshBrowser(browser);
  await signInWithForm(page, email);
  await expect(page).toHaveURL(`${app.url}/`);
  await page.getByRole("link", { name: "Sign-in security" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign-in security");
  await expect(page.getByText("Two-step sign-in is off.")).toBeVisible();

  const { uri, codes } = await enrol(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Two-step sign-in is on.")).toBeVisible();
  await expect(page.getByText("10 recovery codes left.")).toBeVisible();

  // The password alone no longer signs in: the second step asks for the app's code, and refuses a wrong one.
  await signOut(page);
  await signInWithForm(page, email);
  const second = page.getByRole("form", { name: "Second step" });
  await second.getByLabel("Code from the app").fill(wrongTotpCodes(uri, 1)[0]);
  await second.getByRole("button", { name: "Verify" }).click();
  await expect(second.getByRole("alert")).toHaveText("That code is not right. Enter the code the app shows now.");
  await expect(page).toHaveURL(/\/sign-in$/);
  await second.getByLabel("Code from the app").fill(totpCode(uri));
  await second.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(`${app.url}/`);
  await expect(page.getByText(email)).toBeVisible();

  // A recovery code instead of the app, once.
  await signOut(page);
  await signInWithForm(page, email);
  await second.getByRole("button", { name: "Use a recovery code instead" }).click();
  await second.getByLabel("Recovery code").fill(codes[0]);
  await second.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(`${app.url}/`);
  await page.goto(`${app.url}/account/security`);
  await expect(page.getByText("9 recovery codes left.")).toBeVisible();

  await signOut(page);
  await signInWithForm(page, email);
  await second.getByRole("button", { name: "Use a recovery code instead" }).click();
  await second.getByLabel("Recovery code").fill(codes[0]);
  await second.getByRole("button", { name: "Verify" }).click();
  await expect(second.getByRole("alert")).toHaveText("That recovery code is not valid, or it has been used already.");
  await expect(page).toHaveURL(/\/sign-in$/);
  await context.close();

  // The trail holds the setup and the recovery code's use, with how many were left.
  const trail = await request.get(`${app.url}/api/audit?user=${encodeURIComponent(email)}`, { headers: app.headers });
  expect(trail.status()).toBe(200);
  const { events } = (await trail.json()) as { events: { event: string; details: Record<string, unknown> }[] };
  expect(events.map(({ event }) => event)).toContain("second-factor-enrolled");
  expect(events.find(({ event }) => event === "recovery-code-used")?.details).toEqual({ remaining: 9 });
  // Newest first: the reused recovery code, then the wrong code from the app.
  expect(events.filter(({ event }) => event === "sign-in-failed").map(({ details }) => details)).toEqual([
    { email, secondFactor: "recovery-code" },
    { email, secondFactor: "totp" },
  ]);
});

test("once an administrator requires it for everyone, an account without it can only set it up", async ({
  browser,
  request,
}) => {
  const email = "held.analyst@example.lv";
  // Signed in before the requirement, with its password alone.
  const held = await app.addAccount(email, ["analyst"]);

  const admin = await browser.newContext({ storageState: signedOut });
  await app.signIn(admin);
  const adminPage = await admin.newPage();
  await adminPage.goto(`${app.url}/admin`);
  const requirement = adminPage.getByRole("form", { name: "Two-step sign-in" });
  await requirement.getByLabel("Everyone").check();
  const saved = adminPage.waitForResponse((response) => response.url().endsWith("/api/admin/second-factor"));
  await requirement.getByRole("button", { name: "Save" }).click();
  expect((await saved).status()).toBe(200);

  // The API refuses the held session, with a code a script can tell apart.
  const refused = await request.get(`${app.url}/api/alerts`, { headers: held.headers });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.code).toBe("second_factor_enrolment_required");

  // Any page leads to enrolment; once enrolled, the browser goes on where it was going.
  const { context, page } = await freshBrowser(browser);
  await held.signIn(context);
  await page.goto(`${app.url}/watchlists`);
  await expect(page).toHaveURL(`${app.url}/account/security?next=%2Fwatchlists`);
  await expect(page.getByText("Your administrator requires two-step sign-in for your account")).toBeVisible();
  await enrol(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(`${app.url}/watchlists`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const cookie = (await context.cookies(app.url)).map(({ name, value }) => `${name}=${value}`).join("; ");
  expect((await request.get(`${app.url}/api/alerts`, { headers: { cookie } })).status()).toBe(200);
  await context.close();

  // The administrator is held to it too, from the next page on.
  await adminPage.goto(`${app.url}/admin/users`);
  await expect(adminPage).toHaveURL(`${app.url}/account/security?next=%2Fadmin%2Fusers`);
  await admin.close();
});
