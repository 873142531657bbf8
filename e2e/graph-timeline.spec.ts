import { expect, type Page, test } from "@playwright/test";
import { demoRegcodes } from "../lib/demo-registry/dataset";

const nodes = (page: Page) => page.locator("#relationships [data-node-id]");
const node = (page: Page, regcode: string) => page.locator(`#relationships [data-node-id="entity:${regcode}"]`);

/** Waits until the section's client part runs: clicks on server HTML before then do nothing. */
async function open(page: Page, regcode: string, section = "#relationships") {
  await page.goto(`/entities/${regcode}`, { timeout: 150_000 });
  await expect(page.locator(`${section} [data-ready]`)).toHaveCount(1, { timeout: 60_000 });
}

async function expand(page: Page, regcode: string) {
  await node(page, regcode).click();
  await page.locator("#relationships").getByRole("button", { name: "Expand its relationships here" }).click();
  await expect(page.locator("#relationships").getByText("Relationships shown", { exact: true })).toBeVisible({
    timeout: 30_000,
  });
}

test("expansion follows the three-level ownership chain and computes effective shares", async ({ page }) => {
  const [x, y, z] = demoRegcodes.chain;
  await open(page, x);
  await expand(page, y);
  await expect(node(page, z)).toBeVisible();
  await expand(page, z);
  const ownership = page.locator("#relationships table").filter({ hasText: "Effective share" });
  await expect(ownership).toContainText("48%");
  await expect(ownership).toContainText("12%");
  await expect(ownership).toContainText("its own owners not expanded");
});

test("an ownership loop is shown as a loop, not followed", async ({ page }) => {
  const [a, b, c] = demoRegcodes.cycle;
  await open(page, a);
  await expand(page, c);
  await expand(page, b);
  await expect(page.locator("#relationships svg text", { hasText: "↻ loop" })).toHaveCount(3);
  await expect(node(page, a)).toHaveCount(1);
});

test("the as-of date changes which relationships are drawn", async ({ page }) => {
  await open(page, demoRegcodes.amber);
  const all = await nodes(page).count();
  await page.locator("#relationships").getByLabel("Relationships as of").fill("1990-01-01");
  await expect(nodes(page)).toHaveCount(1);
  await page.locator("#relationships").getByRole("button", { name: "Show all dates" }).click();
  await expect(nodes(page)).toHaveCount(all);
});

test("nodes are reachable by keyboard and show their details", async ({ page }) => {
  await open(page, demoRegcodes.chain[0]);
  await node(page, demoRegcodes.chain[1]).focus();
  await expect(page.locator("#relationships").getByRole("link", { name: "Open profile" })).toHaveAttribute(
    "href",
    `/entities/${demoRegcodes.chain[1]}`,
  );
});

test("print shows the whole graph as SVG without controls", async ({ page }) => {
  await open(page, demoRegcodes.sanctioned);
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("#relationships svg")).toBeVisible();
  await expect(page.locator("#relationships").getByLabel("Relationships as of")).toBeHidden();
  await expect(page.locator("#relationships svg text", { hasText: "SANCTIONED" }).first()).toBeVisible();
});

test("the large history pages on screen and prints in full", async ({ page }) => {
  test.setTimeout(180_000);
  await open(page, demoRegcodes.large, "#history");
  const history = page.locator("#history");
  await expect(history.locator("li")).toHaveCount(200);
  await history.getByRole("button", { name: /Show 200 more/ }).click();
  await expect(history.locator("li")).toHaveCount(400);
  await page.emulateMedia({ media: "print" });
  const printed = history.locator("table tbody tr");
  await expect(history.locator("table caption")).toContainText("events, newest first");
  expect(await printed.count()).toBeGreaterThanOrEqual(10_000);
});
