import { expect, type Page, test } from "@playwright/test";
import { demoShowcase } from "../dev/demo-registry/dataset";

const [amber, second] = demoShowcase;
// The showcase numbers pass the check digit; changing the last digit by one always breaks it.
const typo = amber.regcode.slice(0, 10) + ((Number(amber.regcode[10]) + 1) % 10);
const spaced = (code: string) => `LV ${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;

const searchBox = (page: Page) => page.getByLabel("Registration number", { exact: true });

/** Holds the client-side requests for a profile back, as a slow registry would, until the returned function is called. */
async function holdClientRequests(page: Page, regcode: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/entities/${regcode}**`, async (route) => {
    if (route.request().headers()["rsc"]) await held;
    await route.continue();
  });
  return release;
}

test.describe("search with JavaScript", () => {
  test("strips separators and a prefix, says what it will search and opens the profile on Enter", async ({ page }) => {
    await page.goto("/");
    await searchBox(page).fill(spaced(amber.regcode));
    await expect(page.getByText(`Will search ${amber.regcode}`)).toBeVisible();
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(new RegExp(`/entities/${amber.regcode}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(amber.name);
  });

  test("explains a wrong length before sending anything", async ({ page }) => {
    await page.goto("/");
    await searchBox(page).fill("400030329");
    await searchBox(page).press("Enter");
    await expect(page.getByText("Enter 11 digits — you typed 9.")).toBeVisible();
    await expect(searchBox(page)).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/$/);
  });

  test("names a letter at once", async ({ page }) => {
    await page.goto("/");
    await searchBox(page).fill("4000303294O");
    await expect(page.getByText("A registration number has digits only — remove “O”.")).toBeVisible();
  });

  test("warns about a failed check digit but lets the analyst search anyway", async ({ page }) => {
    await page.goto("/");
    await searchBox(page).fill(typo);
    await expect(page.getByText("Possible typo:")).toBeVisible();
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole("button", { name: "Search anyway" }).click();
    await expect(page).toHaveURL(new RegExp(`/entities/${typo}$`));
  });

  test('"/" focuses the search box, but not while typing in it', async ({ page }) => {
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).click();
    await expect(searchBox(page)).not.toBeFocused();
    await page.keyboard.press("/");
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue("");
    await page.keyboard.type("12/");
    await expect(searchBox(page)).toHaveValue("12/");
  });

  test("keeps recent lookups in this browser, newest first with names, until cleared", async ({ page }) => {
    await page.goto("/");
    const recent = page.getByRole("region", { name: "Recent lookups" });
    await expect(recent).toContainText("Numbers you look up appear here");
    for (const entity of [amber, second]) {
      await searchBox(page).fill(entity.regcode);
      await searchBox(page).press("Enter");
      await expect(page).toHaveURL(new RegExp(`/entities/${entity.regcode}$`));
      await page.goto("/");
    }
    const links = recent.getByRole("link");
    await expect(links).toHaveCount(2);
    await expect(links.nth(0)).toContainText(second.regcode);
    await expect(links.nth(0)).toContainText(second.name);
    await expect(links.nth(1)).toContainText(amber.regcode);
    const stored = await page.evaluate(() => Object.keys(window.localStorage));
    expect(stored).toContain("registry-lens:recent-lookups");
    await page.reload();
    await expect(links).toHaveCount(2);
    await recent.getByRole("button", { name: "Clear recent lookups" }).click();
    await expect(links).toHaveCount(0);
    await page.reload();
    await expect(recent).toContainText("Numbers you look up appear here");
  });

  test("says a profile is on its way until it is in, from the search box and from a link", async ({ page }) => {
    const release = await holdClientRequests(page, amber.regcode);
    await page.goto("/");
    await searchBox(page).fill(amber.regcode);
    await searchBox(page).press("Enter");
    const onItsWay = page.getByText("Loading the entity from the registry…");
    await expect(onItsWay).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(amber.name);
    await expect(onItsWay).toHaveCount(0);

    const releaseLink = await holdClientRequests(page, second.regcode);
    await page.goto("/");
    const link = page.getByRole("link", { name: second.name, exact: true });
    await link.click();
    await expect(link).toHaveText(`${second.name} …`);
    // The ellipsis is not read out; the page's status line says it instead, and the link keeps its name.
    const announced = page.getByRole("status").filter({ hasText: "Opening the page…" });
    await expect(announced).toHaveCount(1);
    await expect(link).toHaveAccessibleName(second.name);
    releaseLink();
    await expect(page).toHaveURL(new RegExp(`/entities/${second.regcode}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(second.name);
    await expect(announced).toHaveCount(0);
  });

  test("lists the demo showcase with names and stories, each opening its profile", async ({ page }) => {
    await page.goto("/");
    const showcase = page.getByRole("region", { name: "Demo entities" });
    for (const { regcode, name, story } of demoShowcase) {
      await expect(showcase.getByRole("link", { name, exact: true })).toHaveAttribute("href", `/entities/${regcode}`);
      await expect(showcase.getByText(story.en, { exact: true })).toBeVisible();
    }
    await showcase.getByRole("link", { name: second.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/entities/${second.regcode}$`));
  });
});

test.describe("search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a typed number with separators still opens the profile", async ({ page }) => {
    await page.goto("/");
    await searchBox(page).fill(spaced(amber.regcode));
    await page.getByRole("button", { name: "Look up" }).click();
    await expect(page).toHaveURL(new RegExp(`/entities/${amber.regcode}$`));
  });

  test("a wrong length comes back explained, with the input kept", async ({ page }) => {
    await page.goto("/");
    await searchBox(page).fill("400030329");
    await page.getByRole("button", { name: "Look up" }).click();
    await expect(page).toHaveURL(/\/\?q=400030329&error=invalid$/);
    await expect(page.getByText("Enter 11 digits — you typed 9.")).toBeVisible();
    await expect(searchBox(page)).toHaveValue("400030329");
  });

  test("a failed check digit asks once, then searches anyway", async ({ page }) => {
    await page.goto("/");
    await searchBox(page).fill(typo);
    await page.getByRole("button", { name: "Look up" }).click();
    await expect(page.getByText("Possible typo:")).toBeVisible();
    await page.getByRole("button", { name: "Search anyway" }).click();
    await expect(page).toHaveURL(new RegExp(`/entities/${typo}$`));
  });
});

test("/search redirects by status code, for links and scripts", async ({ request }) => {
  const go = async (query: string) => {
    const response = await request.get(`/search?${query}`, { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    return response.headers().location;
  };
  expect(await go(`q=${encodeURIComponent(spaced(amber.regcode))}`)).toBe(`/entities/${amber.regcode}`);
  expect(await go("q=12")).toBe("/?q=12&error=invalid");
  expect(await go("q=")).toBe("/?q=&error=empty");
  expect(await go(`q=${typo}`)).toBe(`/?q=${typo}&warning=check-digit`);
  expect(await go(`q=${typo}&anyway=1`)).toBe(`/entities/${typo}`);
});
