import { expect, test } from "@playwright/test";

test("an administrator sees each background job with its failures and last runs", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Administration" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Administration");
  const jobs = page.getByRole("table", { name: "Background jobs" });
  const retention = jobs.locator('[data-job="retention-purge"]');
  await expect(retention.getByRole("rowheader")).toHaveText("retention-purge");
  // No failures. The servers' data folders are kept between runs (e2e/servers.ts) and the purge runs daily at 03:17
  // UTC, so its last runs say "never" or when a server that was up then ran it.
  const lastRun = /^(never|\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC)$/;
  await expect(retention.locator("td")).toHaveText(["0", "0", "0", lastRun, lastRun]);
  await page.getByRole("link", { name: "Users" }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
});
