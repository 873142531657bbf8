import { expect, test } from "@playwright/test";

test("search leads to the entity page, which also opens cold", async ({ page }) => {
  await page.goto("/");
  const input = page.getByLabel("Registration number");
  await input.fill("LV 4000-3520-003");
  await page.getByRole("button", { name: "Look up" }).click();
  await expect(page).toHaveURL(/\/entities\/40003520003$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
});

test("pages load without a single 4xx or 5xx answer in the network log, favicon included", async ({
  page,
  request,
}) => {
  const failed: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  for (const path of ["/", "/entities/40003520003", "/credential"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(failed).toEqual([]);

  const icons = await page
    .locator('link[rel~="icon"]')
    .evaluateAll((links) => links.map((l) => l.getAttribute("href")));
  expect(icons).toEqual(expect.arrayContaining(["/favicon.svg", "/favicon.ico"]));
  for (const [path, type] of [
    ["/favicon.ico", /^image\/(x-icon|vnd\.microsoft\.icon)$/],
    ["/favicon.svg", /^image\/svg\+xml/],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toMatch(type);
  }
});

test("a page asks the server for itself alone: no link on it is prefetched", async ({ page, baseURL }) => {
  // Every page is rendered per request, so each prefetched link in view would cost the server a whole render.
  const asked: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin === baseURL && !url.pathname.startsWith("/_next/static/") && !url.pathname.startsWith("/favicon"))
      asked.push(`${url.pathname}${url.search}`);
  });
  for (const path of ["/", "/entities/40003510005", "/watchlists", "/alerts", "/batches", "/cases"]) {
    asked.length = 0;
    await page.goto(path);
    // Links in view would be prefetched once the page is idle: give them the time to be.
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    // The profile's ownership panel asks for its data unless the page came with it (a determination made
    // moments before is kept): data, not a prefetch.
    const data = path.startsWith("/entities/") ? `/api/legal-entities/${path.split("/")[2]}/ownership` : null;
    expect(
      asked.filter((request) => request !== data),
      path,
    ).toEqual([path]);
  }
});

test.describe("signed out", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("robots.txt keeps crawlers out of this internal tool", async ({ request }) => {
    const response = await request.get("/robots.txt", { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/^User-agent: \*\nDisallow: \/\n$/);
  });

  test("the sign-in page's icons load", async ({ request }) => {
    for (const path of ["/favicon.svg", "/favicon.ico"]) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
    }
  });
});
