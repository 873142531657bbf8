import { expect, test } from "@playwright/test";
import { demoCredentials } from "../dev/demo-registry/credentials";
import { startAppUnderTest, type AppUnderTest } from "../dev/testing/app-under-test";
import { baseUrlOf } from "./servers";

const WITHHELD = "Personal details are withheld: this credential lacks the legal-entities:personal-details scope.";
const DEPENDS =
  "This credential has the personal-details scope; whether they are shown also depends on the account's approval for restricted personal details";

test("under the standard credential it shows the identity and says personal details are withheld", async ({ page }) => {
  const credential = demoCredentials.standard;
  await page.goto("/credential");
  await expect(page.getByRole("heading", { level: 1, name: "Credential" })).toBeVisible();
  for (const value of [credential.name, credential.apiKey, credential.credentialId, credential.ownerId]) {
    await expect(page.getByText(value, { exact: true })).toBeVisible();
  }
  const scopes = page.getByRole("table", { name: "Scopes granted to this credential" });
  await expect(scopes.getByRole("rowheader")).toHaveText([...credential.scopes]);
  await expect(scopes.getByRole("row", { name: /legal-entities:read/ })).toContainText("every entity profile");
  await expect(page.getByText(WITHHELD)).toBeVisible();
  await expect(page.getByText(DEPENDS)).toHaveCount(0);
  expect(await page.content()).not.toContain(credential.secret);
});

for (const name of ["personal", "unapproved"] as const) {
  test(`under the ${name} credential it explains that approval decides, which it cannot see`, async ({ page }) => {
    const credential = demoCredentials[name];
    await page.goto(`${baseUrlOf(name)}/credential`);
    await expect(page.getByText(credential.apiKey, { exact: true })).toBeVisible();
    await expect(page.getByRole("rowheader", { name: "legal-entities:personal-details" })).toBeVisible();
    // Approved or not, the identity record is the same: the page must not pretend to know.
    await expect(page.getByText(DEPENDS)).toBeVisible();
    await expect(page.getByText("does not report that approval")).toBeVisible();
    await expect(page.getByText(WITHHELD)).toHaveCount(0);
    expect(await page.content()).not.toContain(credential.secret);
  });
}

test.describe("reading the identity", () => {
  let app: AppUnderTest;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    app = await startAppUnderTest();
  });
  test.afterAll(async () => {
    await app?.stop();
  });

  test("visits read the cached identity; Refresh asks the registry again", async ({ page }) => {
    const identityCalls = () => app.registry.received.filter((r) => r.target.startsWith("/service/api/v1/identity"));
    await app.signIn(page.context());
    await page.goto(`${app.url}/credential`);
    await expect(page.getByText(demoCredentials.standard.apiKey, { exact: true })).toBeVisible();
    app.registry.clearReceived();

    await page.reload();
    await expect(page.getByText(demoCredentials.standard.apiKey, { exact: true })).toBeVisible();
    expect(identityCalls()).toEqual([]);

    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(page.getByText("Read from the registry just now.")).toBeVisible();
    await expect(page.getByText(demoCredentials.standard.apiKey, { exact: true })).toBeVisible();
    expect(identityCalls()).toHaveLength(1);
  });
});

test("every page says it shows the demo registry's invented data", async ({ page }) => {
  for (const path of ["/", "/credential", "/entities/40003520003", "/entities/40003520003/report"]) {
    await page.goto(path);
    await expect(page.getByRole("note").filter({ hasText: "Demo registry: invented data" }), path).toBeVisible();
  }
});
