import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { demoShowcase } from "../dev/demo-registry/dataset";
import { LOCALE_COOKIE } from "../lib/platform/i18n/locales";
import { baseUrlOf, STORAGE_STATE } from "./servers";

// Showcase numbers of the demo dataset (see dev/demo-registry/dataset/identities.ts).
const AMBER = "40003510005";
const SANCTIONED = "40003520003";
/** Well formed, with a valid check digit, and in no register. */
const UNKNOWN = "40003510006";
const base = baseUrlOf("standard");

/** The register's standard terms an analyst expects in each language, as section headings. */
const TERMS = {
  en: ["Officers", "Members", "Beneficial owners", "Sanctions", "History"],
  lv: ["Amatpersonas", "Dalībnieki", "Patiesie labuma guvēji", "Sankcijas", "Vēsture"],
} as const;

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** A browser asking for Latvian first, as a Latvian-speaking analyst's does, signed in as the demo admin. */
async function latvianBrowser(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ storageState: STORAGE_STATE, locale: "lv-LV" });
}

async function expectHeadings(page: Page, terms: readonly string[]) {
  for (const term of terms) await expect(page.getByRole("heading", { name: term, exact: true }).first()).toBeVisible();
}

test.describe("by the browser's language (Accept-Language)", () => {
  test("the profile speaks Latvian to a Latvian browser, at the same address, with lang on <html>", async ({
    browser,
  }) => {
    // A whole profile's accessibility scan takes most of a minute on a busy 2-core machine.
    test.setTimeout(120_000);
    const context = await latvianBrowser(browser);
    const page = await context.newPage();
    // React reports a page whose HTML and data disagree as an error in the browser, and renders it anew.
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    const response = await page.goto(`/entities/${AMBER}`);
    // Sent in ASCII (lib/server/ascii-html.ts): the letters arrive as escapes and read back the same.
    expect((await response?.body())?.every((byte) => byte < 0x80)).toBe(true);
    await expect(page.locator("html")).toHaveAttribute("lang", "lv");
    await expectHeadings(page, TERMS.lv);
    await expect(page.getByText("Reģistrācijas numurs").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Officers", exact: true })).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe(`/entities/${AMBER}`);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("the profile speaks English to anyone else", async ({ page }) => {
    await page.goto(`/entities/${AMBER}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expectHeadings(page, TERMS.en);
    await expect(page.getByRole("heading", { name: "Amatpersonas" })).toHaveCount(0);
  });

  test("the report prints in the viewer's language, says which, and keeps the evidence language-neutral", async ({
    browser,
    page,
  }) => {
    const context = await latvianBrowser(browser);
    const latvian = await context.newPage();
    await latvian.goto(`/entities/${SANCTIONED}/report`);
    await expect(latvian.locator("html")).toHaveAttribute("lang", "lv");
    await expect(latvian.getByText(/Valoda: latviešu/)).toBeVisible();
    await expectHeadings(latvian, ["Amatpersonas", "Sankcijas"]);
    expect(await seriousViolations(latvian)).toEqual([]);

    await page.goto(`/entities/${SANCTIONED}/report`);
    await expect(page.getByText(/Language: English/)).toBeVisible();
    // The same retrieval's hash and time, character for character, whatever the language.
    const evidence = async (p: Page) => (await p.locator("[data-evidence]").allInnerTexts()).join("\n");
    expect(await evidence(latvian)).toMatch(/[0-9a-f]{64}/);
    expect(await evidence(latvian)).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/);
    await context.close();
  });

  test("error pages and API errors are worded in Latvian, with their honest status", async ({ browser }) => {
    const context = await latvianBrowser(browser);
    const page = await context.newPage();
    expect((await page.goto(`/entities/${UNKNOWN}`))?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "lv");
    await expect(page.getByRole("main")).toContainText("nav juridiskās personas ar šādu numuru");
    expect(await seriousViolations(page)).toEqual([]);
    expect((await page.goto("/entities/123"))?.status()).toBe(400);
    await expect(page.getByRole("main")).toContainText("11 cipariem");

    // An API client says its language itself: the request context does not take the browser's.
    const api = await context.request.get(`/api/legal-entities/123`, { headers: { "accept-language": "lv" } });
    expect(api.status()).toBe(400);
    const { error } = await api.json();
    expect(error.code).toBe("invalid_regcode");
    expect(error.message).toContain("11 cipariem");
    await context.close();
  });

  test("the search page is accessible in Latvian, the demo showcase worded in Latvian too", async ({ browser }) => {
    const context = await latvianBrowser(browser);
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "lv");
    await expect(page.getByLabel("Reģistrācijas numurs", { exact: true })).toBeVisible();
    // The demo's showcase says what each entity shows off in Latvian too.
    const [first] = demoShowcase;
    await expect(page.getByText(first.story.lv, { exact: true })).toBeVisible();
    await expect(page.getByText(first.story.en, { exact: true })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

// The switch tests use an account of their own and signed-out browsers: a language saved with the demo
// administrator would change what every other spec sees.
test.describe("by the header's switch", () => {
  test("works before signing in, without scripts, and comes back to the same page", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      locale: "en-GB",
      storageState: { cookies: [], origins: [] },
    });
    const page = await context.newPage();
    await page.goto(`${base}/entities/${AMBER}`);
    expect(new URL(page.url()).pathname).toBe("/sign-in");
    const signInAddress = page.url();
    await page.getByRole("button", { name: /Latviešu/ }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "lv");
    expect(page.url()).toBe(signInAddress);
    const cookies = await context.cookies(base);
    expect(cookies.find((cookie) => cookie.name === LOCALE_COOKIE)?.value).toBe("lv");
    await context.close();
  });

  test("is saved with the account, so it follows the analyst to another browser", async ({ browser, request }) => {
    // Two browsers, three profiles in two languages with accessibility checks, a report and an error page.
    test.setTimeout(180_000);
    const email = `language.${Date.now()}@example.lv`;
    const password = "a-password-for-tests";
    const added = await request.post(`${base}/api/admin/users`, {
      headers: { origin: base },
      data: { email, password, name: "Līga Valodniece", roles: ["analyst"] },
    });
    expect(added.status(), await added.text()).toBe(201);

    const signedIn = async () => {
      const context = await browser.newContext({
        locale: "en-GB",
        baseURL: base,
        storageState: { cookies: [], origins: [] },
      });
      const answer = await context.request.post("/api/auth/sign-in/email", {
        headers: { origin: base },
        data: { email, password },
      });
      expect(answer.status()).toBe(200);
      return context;
    };

    const first = await signedIn();
    const page = await first.newPage();
    await page.goto(`/entities/${AMBER}`);
    await expectHeadings(page, TERMS.en);
    await page.getByRole("button", { name: /Latviešu/ }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "lv");
    expect(new URL(page.url()).pathname).toBe(`/entities/${AMBER}`);
    await expectHeadings(page, TERMS.lv);
    expect(await seriousViolations(page)).toEqual([]);
    // The choice holds on every page: the report and an error page too.
    await page.goto(`/entities/${SANCTIONED}/report`);
    await expect(page.getByText(/Valoda: latviešu/)).toBeVisible();
    expect((await page.goto(`/entities/${UNKNOWN}`))?.status()).toBe(404);
    await expect(page.getByRole("main")).toContainText("nav juridiskās personas ar šādu numuru");
    await first.close();

    // A new browser asking for English, with no language cookie: the account's choice wins.
    const second = await signedIn();
    const again = await second.newPage();
    await again.goto(`/entities/${AMBER}`);
    await expect(again.locator("html")).toHaveAttribute("lang", "lv");
    await expectHeadings(again, TERMS.lv);
    await again.getByRole("button", { name: /English/ }).click();
    await expect(again.locator("html")).toHaveAttribute("lang", "en");
    await expectHeadings(again, TERMS.en);
    await second.close();
  });
});

test("fits a phone's width in both languages: the header wraps and no page scrolls sideways", async ({ browser }) => {
  for (const locale of ["en-GB", "lv-LV"]) {
    const context = await browser.newContext({
      storageState: STORAGE_STATE,
      locale,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    // A watched entity, so the watchlists page has its table to fit.
    const watched = await context.request.post(`${base}/api/watchlist`, {
      data: { regcode: AMBER },
      headers: { origin: base },
    });
    expect(watched.ok()).toBe(true);
    for (const path of ["/", `/entities/${AMBER}`, "/batches", "/watchlists", "/alerts", "/cases"]) {
      await page.goto(`${base}${path}`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${locale} ${path}`).toBeLessThanOrEqual(390);
    }
    // The admin's header has every link: signing out is still on the screen.
    await expect(page.getByRole("button", { name: /^(Sign out|Iziet)$/ })).toBeInViewport();
    await context.close();
  }
});
