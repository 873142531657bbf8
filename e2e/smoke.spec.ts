import { expect, test } from "@playwright/test";

test("search leads to the entity page, which also opens cold", async ({ page }) => {
  await page.goto("/");
  const input = page.getByLabel("Registration number");
  await input.fill("LV 4000-3520-003");
  await page.getByRole("button", { name: "Look up" }).click();
  await expect(page).toHaveURL(/\/entities\/40003520003$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
});
