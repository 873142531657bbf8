import { expect, test, type Page } from "@playwright/test";
import { demoRegcodes } from "../dev/demo-registry/dataset";
import { baseUrlOf } from "./servers";

// Showcase numbers of the demo dataset (see dev/demo-registry/dataset/identities.ts).
const AMBER = demoRegcodes.amber;
const SANCTIONED = demoRegcodes.sanctioned;
const LIQUIDATED = demoRegcodes.insolvent;
const LARGE = demoRegcodes.large;
const WITHHELD = "Personal details withheld";

const overviewOf = (page: Page) => page.locator("[data-profile-overview]");
const card = (page: Page, name: "what" | "findings" | "controls" | "owns" | "follow") =>
  page.locator(`[data-overview-card="${name}"]`);

/** The ids the overview's in-page links point at that the page does not have. */
async function brokenOverviewLinks(page: Page): Promise<string[]> {
  const targets = await overviewOf(page)
    .locator('a[href^="#"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")!.slice(1)));
  expect(targets.length).toBeGreaterThan(2);
  return page.evaluate((ids) => [...new Set(ids)].filter((id) => document.getElementById(id) === null), targets);
}

test.describe("standard credential", () => {
  test("answers what a sanctioned entity is, its findings and who holds it, before the record", async ({ page }) => {
    await page.goto(`/entities/${SANCTIONED}`);
    const overview = overviewOf(page);
    await expect(overview.getByRole("heading", { level: 2, name: "Overview" })).toBeAttached();
    const what = card(page, "what");
    await expect(what.getByRole("heading", { level: 3, name: "What it is" })).toBeVisible();
    await expect(what.locator('[data-status-badge="danger"]')).toContainText("Under sanctions");
    await expect(what).toContainText(SANCTIONED);
    await expect(what.getByRole("link", { name: "Rīgas iela 100, Jelgava, LV-3077" })).toHaveAttribute(
      "href",
      "#address",
    );
    // The key findings are the overview's second column.
    await expect(overview.locator("#key-findings")).toBeVisible();
    await expect(overview.getByRole("link", { name: /Sanctions on the entity \(2\)/ })).toHaveAttribute(
      "href",
      "#sanctions-entity",
    );
    // The owning entity is named by the sanctions: flagged, linking to them.
    const flag = card(page, "owns").locator('[data-sanctioned-flag="current"]');
    await expect(flag).toHaveAttribute("href", "#sanctions-related");
    await expect(card(page, "owns")).toContainText("OOO Vostok Demo Trade");
    await expect(card(page, "owns")).toContainText("100%");
    await expect(card(page, "owns")).toContainText("No beneficial owners are declared in the register.");
    // Before every section of the record.
    const [top, officers] = await Promise.all([overview.boundingBox(), page.locator("#officers").boundingBox()]);
    expect(top!.y).toBeLessThan(officers!.y);
    expect(await brokenOverviewLinks(page)).toEqual([]);
  });

  test("shows a company in liquidation as such, with its administrator and no one to represent it", async ({
    page,
  }) => {
    await page.goto(`/entities/${LIQUIDATED}`);
    await expect(card(page, "what").locator("[data-status-badge]")).toContainText("In liquidation");
    await expect(card(page, "what").getByRole("link", { name: "2800 EUR" })).toHaveAttribute(
      "href",
      "#equity-capitals",
    );
    await expect(card(page, "findings").locator('[data-finding="liquidations"]')).toBeVisible();
    const controls = card(page, "controls");
    await expect(controls).toContainText("Administrator");
    await expect(controls).toContainText("no right of representation");
    // The board member who resigned is the section's, not the overview's.
    await expect(controls.locator("li")).toHaveCount(1);
    expect(await brokenOverviewLinks(page)).toEqual([]);
  });

  test("keeps withheld persons withheld, with the reason for screen readers and on hover", async ({ page }) => {
    await page.goto(`/entities/${AMBER}`);
    const brief = card(page, "controls").locator("[data-withheld-brief]");
    await expect(brief.first()).toContainText(WITHHELD);
    await expect(brief.first()).toHaveAttribute(
      "title",
      "The credential in use does not have the personal-details scope",
    );
    await expect(card(page, "owns").locator("[data-withheld-brief]").first()).toBeVisible();
    // Who may represent the company, from the officers' rights of representation.
    await expect(card(page, "controls")).toContainText("Represents individually");
    await expect(card(page, "controls")).toContainText("Represents jointly with at least 2");
    // Members largest first; the entity among them keeps its name and links to its profile.
    await expect(card(page, "owns").getByRole("link", { name: 'SIA "Baltā Osta Demo"' })).toHaveAttribute(
      "href",
      /\/entities\/40103600038$/,
    );
    expect(await brokenOverviewLinks(page)).toEqual([]);
  });

  test("names a few of a large entity's officers and takes the rest to their section", async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto(`/entities/${LARGE}`);
    const controls = card(page, "controls");
    await expect(controls.locator("li")).toHaveCount(5);
    const more = controls.getByRole("link", { name: /^\d+ more in Officers$/ });
    await expect(more).toHaveAttribute("href", "#officers");
    await page.waitForLoadState("networkidle");
    await more.click();
    await expect(page).toHaveURL(/#officers$/);
    await expect(page.locator("#officers-heading")).toBeInViewport();
  });

  test("says this is a first look, or that nothing changed since, beside the watch and the case", async ({ page }) => {
    await page.goto(`/entities/${AMBER}`);
    const follow = card(page, "follow");
    await expect(follow.getByRole("heading", { level: 3, name: "Changes, watch and case" })).toBeVisible();
    // Another test may have looked already: either is honest, never "changed" for the same bytes.
    await expect(follow.locator("[data-last-look]")).toHaveAttribute("data-last-look", /^(first|same)$/);
    await page.reload();
    await expect(follow.locator('[data-last-look="same"]')).toContainText("The same as when you last looked");
    await expect(follow.getByRole("region", { name: "Monitoring" })).toBeVisible();
    await expect(follow.locator("[data-entity-case]")).toBeAttached();
  });

  test("is reached by the keyboard, and its links go to their sections", async ({ page }) => {
    await page.goto(`/entities/${AMBER}`);
    const inOverview = () => page.evaluate(() => document.activeElement?.closest("[data-profile-overview]") !== null);
    let reached = false;
    for (let i = 0; i < 80 && !reached; i++) {
      await page.keyboard.press("Tab");
      reached = await inOverview();
    }
    expect(reached, "the overview is within 80 tabs of the top").toBe(true);
    // Once the parts above the sections have loaded and taken their size, so the scroll stays where it went.
    await page.waitForLoadState("networkidle");
    const identity = card(page, "what").getByRole("link", { name: "See Identity" });
    await identity.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#identity$/);
    await expect(page.locator("#identity-heading")).toBeInViewport();
  });
});

test.describe("personal credential", () => {
  test("names and flags the sanctioned officer, and lists the determination's beneficial owners once ready", async ({
    page,
  }) => {
    await page.goto(`${baseUrlOf("personal")}/entities/${SANCTIONED}`);
    const controls = card(page, "controls");
    await expect(controls).toContainText("Sergejs Demovs");
    await expect(controls.locator('[data-sanctioned-flag="current"]')).toHaveAttribute("href", "#sanctions-related");
    await expect(controls).toContainText("Board member · Represents individually");
    const determined = card(page, "owns").locator("[data-overview-determined]");
    // "Being determined" first, never holding the page; the owners once the determination is in.
    await expect(determined).toHaveAttribute("data-overview-determined", "ready", { timeout: 60_000 });
    await expect(determined.getByRole("link", { name: "Ownership and control" }).first()).toHaveAttribute(
      "href",
      "#ownership",
    );
    await expect(page.locator("[data-withheld-brief]")).toHaveCount(0);
  });
});

test.describe("in Latvian", () => {
  test.use({ locale: "lv-LV" });

  test("words the overview in Latvian", async ({ page }) => {
    await page.goto(`/entities/${LIQUIDATED}`);
    await expect(card(page, "what").getByRole("heading", { name: "Kas tas ir" })).toBeVisible();
    await expect(card(page, "controls").getByRole("heading", { name: "Kas to pārvalda" })).toBeVisible();
    await expect(card(page, "owns").getByRole("heading", { name: "Kam tas pieder un kas gūst labumu" })).toBeVisible();
    await expect(card(page, "what").locator("[data-status-badge]")).toContainText("Likvidācijas procesā");
  });
});

test.describe("at 1440 × 900", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("fits the overview on the first screen, in four columns", async ({ page }) => {
    await page.goto(`/entities/${AMBER}`);
    for (const name of ["what", "findings", "controls", "owns", "follow"] as const) {
      const box = await card(page, name).boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.y + box!.height, name).toBeLessThanOrEqual(900);
    }
    const [what, findings, controls, owns] = await Promise.all(
      (["what", "findings", "controls", "owns"] as const).map((name) => card(page, name).boundingBox()),
    );
    expect(what!.x).toBeLessThan(findings!.x);
    expect(findings!.x).toBeLessThan(controls!.x);
    expect(controls!.x).toBeLessThan(owns!.x);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("stacks the overview in one column, in reading order, without scrolling sideways", async ({ page }) => {
    await page.goto(`/entities/${SANCTIONED}`);
    const boxes = await Promise.all(
      (["what", "findings", "controls", "owns", "follow"] as const).map((name) => card(page, name).boundingBox()),
    );
    const xs = new Set(boxes.map((box) => Math.round(box!.x)));
    expect(xs.size).toBe(1);
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.y).toBeGreaterThan(boxes[i - 1]!.y);
    for (const box of boxes) expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // What it is, then the findings, start on the first screen.
    expect(boxes[1]!.y).toBeLessThan(844);
  });
});
