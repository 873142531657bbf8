import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { demoShowcase } from "../dev/demo-registry/dataset";
import { baseUrlOf } from "./servers";

const [amber] = demoShowcase;

/** Serious and critical axe violations, one readable line each so a failure says what to fix. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const pages = [
  { name: "search page", path: "/" },
  { name: "credential page", path: "/credential" },
  { name: "sign-in security page", path: "/account/security" },
  { name: "case inbox", path: "/cases" },
  { name: `profile of ${amber.name}`, path: `/entities/${amber.regcode}` },
];

for (const { name, path } of pages) {
  test(`${name} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("search page messages have no serious or critical accessibility violations", async ({ page }) => {
  await page.goto("/");
  const box = page.getByLabel("Registration number", { exact: true });
  await box.fill("400030329");
  await box.press("Enter");
  await expect(page.getByText("Enter 11 digits — you typed 9.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await box.fill(amber.regcode.slice(0, 10) + ((Number(amber.regcode[10]) + 1) % 10));
  await expect(page.getByRole("button", { name: "Search anyway" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("profile with personal details has no serious or critical accessibility violations", async ({ page }) => {
  await page.goto(`${baseUrlOf("personal")}/entities/${amber.regcode}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
