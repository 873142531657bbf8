import { expect, test } from "@playwright/test";

test("an administrator sees each background job with its failures and last runs", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Administration" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Administration");
  const jobs = page.getByRole("table", { name: "Background jobs" });
  const retention = jobs.locator('[data-job="retention-purge"]');
  await expect(retention.getByRole("rowheader")).toHaveText("retention-purge");
  // A fresh server has run nothing yet: no failures, and both last runs say so.
  await expect(retention.locator("td")).toHaveText(["0", "0", "0", "never", "never"]);
  await page.getByRole("link", { name: "Users" }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
});
