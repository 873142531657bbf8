import { expect, type Page, test } from "@playwright/test";
import { demoRegcodes } from "../dev/demo-registry/dataset";

const nodes = (page: Page) => page.locator("#relationships [data-node-id]");
/** The server draws each new view: waits until the drawing on screen is the one asked for. */
const drawn = (page: Page) =>
  expect(page.locator('#relationships [aria-busy="true"]')).toHaveCount(0, { timeout: 60_000 });
const node = (page: Page, regcode: string) => page.locator(`#relationships [data-node-id="entity:${regcode}"]`);

/**
 * Scrolls to the section, whose client part loads as it comes near, and waits until that part runs:
 * clicks on server HTML before then do nothing.
 */
async function open(page: Page, regcode: string, section = "#relationships") {
  await page.goto(`/entities/${regcode}`, { timeout: 150_000 });
  await page.locator(section).scrollIntoViewIfNeeded();
  await expect(page.locator(`${section} [data-ready]`)).toHaveCount(1, { timeout: 60_000 });
}

async function expand(page: Page, regcode: string) {
  await node(page, regcode).click();
  await page.locator("#relationships").getByRole("button", { name: "Expand its relationships here" }).click();
  await expect(page.locator("#relationships").getByText("Relationships shown", { exact: true })).toBeVisible({
    timeout: 30_000,
  });
}

test("expansion follows the three-level ownership chain; the ownership panel's figures stand", async ({ page }) => {
  const [x, y, z] = demoRegcodes.chain;
  await open(page, x);
  await expand(page, y);
  await expect(node(page, z)).toBeVisible();
  await expand(page, z);
  // Once the page has the determination, the graph points to it instead of an estimate of its own.
  await expect(page.locator("#relationships")).toContainText("its figures are authoritative", { timeout: 60_000 });
  await expect(page.locator("#relationships").getByText("its own owners not expanded")).toHaveCount(0);
  await expect(page.locator("#ownership").getByRole("table", { name: /^Beneficial owners/ })).toContainText("48.");
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
  await drawn(page);
  await expect(nodes(page)).toHaveCount(1);
  await page.locator("#relationships").getByRole("button", { name: "Show all dates" }).click();
  await drawn(page);
  await expect(nodes(page)).toHaveCount(all);
});

test("the graph's view stays in the address and a shared link opens with it", async ({ page, context }) => {
  await open(page, demoRegcodes.amber);
  const all = await nodes(page).count();
  const section = page.locator("#relationships");
  await section.getByLabel(/Show former relationships/).uncheck();
  await expect(page).toHaveURL(/graph_former=0/);
  await drawn(page);
  const currentOnly = await nodes(page).count();
  expect(currentOnly).toBeLessThan(all);
  await section.getByLabel("Relationships as of").fill("2012-01-01");
  await expect(page).toHaveURL(/graph_as_of=2012-01-01/);
  await drawn(page);
  const asOfCount = await nodes(page).count();

  const cold = await context.newPage();
  await cold.goto(page.url());
  await expect(cold.locator("#relationships").getByLabel("Relationships as of")).toHaveValue("2012-01-01");
  await expect(cold.locator("#relationships").getByLabel(/Show former relationships/)).not.toBeChecked();
  await expect(nodes(cold)).toHaveCount(asOfCount);
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
  await open(page, demoRegcodes.amber);
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("#relationships").getByLabel("Relationships as of")).toBeHidden();
  // The drawing is printed one to one in page-sized tiles that together cover all of it.
  const drawing = page.locator("#relationships svg[aria-label]");
  const [width, height] = await Promise.all(
    ["width", "height"].map(async (a) => Number(await drawing.getAttribute(a))),
  );
  const tiles = page.locator("#relationships [data-print-tile] svg");
  await expect(tiles.first()).toBeVisible();
  const boxes = await tiles.evaluateAll((svgs) => svgs.map((s) => s.getAttribute("viewBox")!.split(" ").map(Number)));
  expect(boxes.reduce((area, [, , w, h]) => area + w * h, 0)).toBe(width * height);
  const sizes = await tiles.evaluateAll((svgs) =>
    svgs.map((s) => s.getBoundingClientRect().width / (s as SVGSVGElement).viewBox.baseVal.width),
  );
  expect(Math.min(...sizes)).toBe(1);
  expect(Math.max(...boxes.map(([, , w]) => w))).toBeLessThanOrEqual(680);
});

test("the explorers' code loads as their sections come near, the server's drawing and history shown meanwhile", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto(`/entities/${demoRegcodes.amber}`, { timeout: 150_000 });
  await page.waitForLoadState("networkidle");
  const atLoad = scripts.length;
  await expect(page.locator("#relationships [data-node-id]").first()).toBeAttached();
  await expect(page.locator("#history li").first()).toBeAttached();
  await expect(page.locator("[data-ready]")).toHaveCount(0);

  await page.locator("#relationships").scrollIntoViewIfNeeded();
  await expect(page.locator("#relationships [data-ready]")).toHaveCount(1, { timeout: 60_000 });
  expect(scripts.length).toBeGreaterThan(atLoad);
  // The drawing the page opened with is the one the explorer goes on with.
  await expect(page.locator("#relationships svg[aria-label]")).toHaveCount(1);
  await page.locator("#history").scrollIntoViewIfNeeded();
  await expect(page.locator("#history [data-ready]")).toHaveCount(1, { timeout: 60_000 });
});

test("the very large graph becomes interactive from the server-built graph", async ({ page }) => {
  test.setTimeout(180_000);
  await open(page, demoRegcodes.large);
  const section = page.locator("#relationships");
  await section.getByRole("button", { name: "Load the interactive graph" }).click();
  await expect(section.getByLabel("Relationships as of")).toBeVisible({ timeout: 60_000 });
});

test("the large history pages through the server and points print to the report", async ({ page }) => {
  test.setTimeout(180_000);
  await open(page, demoRegcodes.large, "#history");
  const history = page.locator("#history");
  await expect(history.locator("li")).toHaveCount(200);
  await history.getByRole("button", { name: /Show 200 more/ }).click();
  await expect(history.locator("li")).toHaveCount(400);
  await page.emulateMedia({ media: "print" });
  await expect(history.locator("table")).toHaveCount(0);
  await expect(history.getByText(/events — the complete history is in the printed report/)).toBeVisible();
  await expect(history.getByRole("link", { name: `/entities/${demoRegcodes.large}/report` })).toBeVisible();
});

test("history filters stay in the address and a shared link opens with them", async ({ page }) => {
  test.setTimeout(180_000);
  await open(page, demoRegcodes.large, "#history");
  const history = page.locator("#history");
  await history.getByRole("checkbox", { name: /^Officers/ }).check();
  await history.getByLabel("From").fill("2010-01-01");
  await expect(page).toHaveURL(/history_category=officers/);
  await expect(page).toHaveURL(/history_from=2010-01-01/);
  // The other worker may be printing the large report on the same server: allow for a busy server.
  await expect(history.getByText(/^Showing 200 of \d+ matching events/)).toBeVisible({ timeout: 60_000 });
  const shared = page.url();

  const cold = await page.context().newPage();
  await cold.goto(shared, { timeout: 150_000 });
  const coldHistory = cold.locator("#history");
  await expect(coldHistory.getByRole("checkbox", { name: /^Officers/ })).toBeChecked();
  await expect(coldHistory.getByLabel("From")).toHaveValue("2010-01-01");
  await expect(coldHistory.locator("li")).toHaveCount(200, { timeout: 60_000 });
  await expect(coldHistory.locator("li a", { hasNotText: "Officers" })).toHaveCount(0);
  const dates = await coldHistory.locator("li > time").evaluateAll((ts) => ts.map((t) => t.getAttribute("datetime")));
  expect(dates.every((d) => d !== null && d >= "2010-01-01")).toBe(true);
});

test("a smaller history prints every event", async ({ page }) => {
  await open(page, demoRegcodes.amber, "#history");
  await page.emulateMedia({ media: "print" });
  const note = await page.locator("#history h2 + span").innerText();
  await expect(page.locator("#history table caption")).toHaveText(`All ${parseInt(note)} events, newest first`);
});

test("the graph's table view is built when it is opened: one row per relationship", async ({ page }) => {
  await open(page, demoRegcodes.amber);
  const section = page.locator("#relationships");
  const summary = section.locator("summary", { hasText: /^Table view \(\d+ relationships\)$/ });
  const count = Number(/\d+/.exec(await summary.innerText())?.[0]);
  // Found hidden or not: a table in a closed disclosure would still be in the page.
  const table = section
    .locator("table")
    .filter({ has: page.locator("caption", { hasText: "Relationships shown in the graph" }) });
  // Neither on screen nor on paper until opened, so the page does not carry it.
  await expect(table).toHaveCount(0);
  await summary.click();
  await expect(table.locator("tbody tr")).toHaveCount(count);
  await summary.click();
  await expect(table).toBeHidden();
});
