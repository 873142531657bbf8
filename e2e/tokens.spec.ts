import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { demoShowcase } from "../dev/demo-registry/dataset";
import { DEMO_ACCOUNTS } from "../lib/edge/auth/demo-accounts";

const [amber] = demoShowcase;
const admin = DEMO_ACCOUNTS.find((account) => account.roles.includes("admin"))!;

/** A server's call with the token, as curl makes it: no cookie, no Origin, no browser at all. */
const callWith = (baseURL: string, token: string, path: string) =>
  fetch(`${baseURL}${path}`, { headers: { authorization: `Bearer ${token}`, accept: "application/json" } });

test("a token made on the page calls the API from a script until it is revoked there", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  // The servers keep their data between runs: a name of this run's own.
  const name = `e2e script ${Date.now()}`;

  await page.goto("/");
  await page.getByRole("link", { name: "API tokens" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("API tokens");
  const form = page.getByRole("form", { name: "New token" });
  await form.getByLabel("Name").fill(name);
  // Only the analyst role, which the form offers ticked, of the administrator's four.
  await expect(form.getByRole("checkbox", { name: "analyst", exact: true })).toBeChecked();
  await expect(form.getByRole("checkbox", { name: "admin", exact: true })).not.toBeChecked();
  await form.getByLabel("Valid for").selectOption({ label: "30 days" });
  await form.getByRole("button", { name: "Create token" }).click();

  await expect(page.getByText(`Token “${name}” created. Copy it now: it is not shown again.`)).toBeVisible();
  const shown = page.getByLabel("The new token");
  const token = await shown.inputValue();
  expect(token).toMatch(/^rlt_[0-9a-f]{24}_[A-Za-z0-9_-]{43}$/);
  await page.getByRole("button", { name: "Copy token" }).click();
  await expect(page.getByText("Token copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Active");
  await expect(row).toContainText("never");
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

  // The token's roles, not the owner's: a lookup is the analyst's, the users list the admin's.
  const lookup = await callWith(baseURL!, token, `/api/legal-entities/${amber.regcode}`);
  expect(lookup.status).toBe(200);
  expect(lookup.headers.get("x-registry-sha256")).toMatch(/^[0-9a-f]{64}$/);
  expect((await callWith(baseURL!, token, "/api/admin/users")).status).toBe(403);

  // The administrator sees it among everyone's, with its use noted.
  await page.goto("/admin");
  const everyone = page.getByRole("table", { name: "Everyone's API tokens" });
  await expect(everyone.getByRole("row").filter({ hasText: name })).toContainText(admin.email);

  await page.goto("/account/tokens");
  await expect(row).not.toContainText("never");
  await row.getByRole("button", { name: `Revoke the token “${name}” of ${admin.email}` }).click();
  await expect(page.getByText(`Token “${name}” revoked.`)).toBeVisible();
  await expect(row).toContainText(`Revoked by ${admin.email}`);
  await expect(row.getByRole("button")).toHaveCount(0);

  const refused = await callWith(baseURL!, token, `/api/legal-entities/${amber.regcode}`);
  expect(refused.status).toBe(401);
  expect(refused.headers.get("www-authenticate")).toBe('Bearer error="invalid_token"');
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
    "This API token has been revoked: make a new one on the API tokens page.",
  );
});
