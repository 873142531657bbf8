import { expect, test, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../lib/edge/auth/demo-accounts";
import { baseUrlOf } from "./servers";

const PROFILE = "40003520003";
const analyst = DEMO_ACCOUNTS[0];
const signedOut = { cookies: [], origins: [] };

async function signInWithForm(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test.describe("without a session", () => {
  test.use({ storageState: signedOut });

  test("the API answers 401 JSON and pages send the browser to sign in", async ({ request }) => {
    const api = await request.get(`/api/legal-entities/${PROFILE}`);
    expect(api.status()).toBe(401);
    expect(await api.json()).toEqual({ error: { code: "unauthorized", message: "Sign in to use the API." } });
    const page = await request.get(`/entities/${PROFILE}?asOf=2020-01-01`, { maxRedirects: 0 });
    expect(page.status()).toBe(307);
    expect(page.headers().location).toBe(`/sign-in?next=${encodeURIComponent(`/entities/${PROFILE}?asOf=2020-01-01`)}`);
    expect((await request.get("/api/ping")).status()).toBe(200);
  });

  test("a shared link opens where it pointed, #section included, after signing in", async ({ page }) => {
    await page.goto(`/entities/${PROFILE}?asOf=2020-01-01#officers`);
    await expect(page).toHaveURL(/\/sign-in\?next=/);
    await expect(page.getByRole("cell", { name: analyst.email })).toBeVisible();
    await signInWithForm(page, analyst.email, "not the password");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid email or password");
    await signInWithForm(page, analyst.email, analyst.password);
    await expect(page).toHaveURL(`${baseUrlOf("standard")}/entities/${PROFILE}?asOf=2020-01-01#officers`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(analyst.email)).toBeVisible();
  });

  test("an address on another site is never where sign-in leads", async ({ page }) => {
    await page.goto(`/sign-in?next=${encodeURIComponent("//evil.example/x")}`);
    await signInWithForm(page, analyst.email, analyst.password);
    await expect(page).toHaveURL(`${baseUrlOf("standard")}/`);
  });
});

test("a write from another origin is refused with 403", async ({ request }) => {
  const response = await request.post("/api/admin/users", {
    headers: { origin: "https://evil.example" },
    data: { email: "x@example.lv", password: "long enough pw", name: "X", roles: [] },
  });
  expect(response.status()).toBe(403);
  expect((await response.json()).error.code).toBe("forbidden");
});

test("an administrator adds a user who can then sign in, and a disabled user cannot", async ({ page, browser }) => {
  const email = `new.analyst.${Date.now()}@example.lv`;
  await page.goto("/admin/users");
  const form = page.getByRole("form", { name: "Add a user" });
  await form.getByLabel("Name").fill("New Analyst");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill("new-analyst-password");
  await form.getByRole("button", { name: "Add user" }).click();
  await expect(page.getByRole("button", { name: `Disable ${email}` })).toBeVisible();

  const theirs = await browser.newContext({ storageState: signedOut, baseURL: baseUrlOf("standard") });
  const their = await theirs.newPage();
  await their.goto("/sign-in");
  await signInWithForm(their, email, "new-analyst-password");
  await expect(their).toHaveURL(`${baseUrlOf("standard")}/`);
  await expect(their.getByText(email)).toBeVisible();

  await page.getByRole("button", { name: `Disable ${email}` }).click();
  await expect(page.getByRole("button", { name: `Enable ${email}` })).toBeVisible();
  const again = await browser.newContext({ storageState: signedOut, baseURL: baseUrlOf("standard") });
  const retry = await again.newPage();
  await retry.goto("/sign-in");
  await signInWithForm(retry, email, "new-analyst-password");
  await expect(retry.getByRole("main").getByRole("alert")).toHaveText(
    "This account is disabled. Ask an administrator.",
  );
  await theirs.close();
  await again.close();
});

test("a disabled account's next request is refused, though its session cookie is still fresh", async ({
  request,
  playwright,
}) => {
  const url = baseUrlOf("standard");
  const email = `soon.disabled.${Date.now()}@example.lv`;
  const password = "soon-disabled-password";
  const created = await request.post("/api/admin/users", {
    headers: { origin: url },
    data: { email, password, name: "Soon Disabled", roles: ["analyst"] },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();

  const theirs = await playwright.request.newContext({ baseURL: url, storageState: signedOut });
  const signIn = await theirs.post("/api/auth/sign-in/email", { headers: { origin: url }, data: { email, password } });
  expect(signIn.status()).toBe(200);
  expect((await theirs.get(`/api/legal-entities/${PROFILE}`)).status()).toBe(200);

  const disable = await request.patch(`/api/admin/users/${id}`, { headers: { origin: url }, data: { disabled: true } });
  expect(disable.status()).toBe(200);
  const api = await theirs.get(`/api/legal-entities/${PROFILE}`);
  expect(api.status()).toBe(401);
  const page = await theirs.get(`/entities/${PROFILE}`, { maxRedirects: 0 });
  expect(page.status()).toBe(307);
  expect(page.headers().location).toBe(`/sign-in?next=${encodeURIComponent(`/entities/${PROFILE}`)}`);
  await theirs.dispose();
});
