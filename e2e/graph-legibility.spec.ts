import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { demoRegcodes } from "../dev/demo-registry/dataset";
import { SHOWCASE_BUILDERS } from "../dev/demo-registry/dataset/showcase";
import { type Box, type DrawnEdge, edgesThroughBoxes } from "../dev/testing/edges-through-boxes";
import { READABLE_TEXT_PX } from "../components/graph/fit-view";

const graph = (page: Page) => page.locator("#relationships svg[aria-label]");

async function open(page: Page, regcode: string) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/entities/${regcode}`, { timeout: 150_000 });
  // The graph's client part loads as the section comes near.
  await page.locator("#relationships").scrollIntoViewIfNeeded();
  await expect(page.locator("#relationships [data-ready]")).toHaveCount(1, { timeout: 60_000 });
}

/** The boxes and lines as drawn in the page, in drawing units, read from the SVG itself. */
async function drawing(page: Page): Promise<{ boxes: Box[]; edges: DrawnEdge[] }> {
  return graph(page).evaluate((svg) => {
    const boxes = [...svg.querySelectorAll("[data-node-id]")].map((g) => {
      const r = g.querySelector("rect[data-box]")!;
      const n = (name: string) => Number(r.getAttribute(name));
      return { id: g.getAttribute("data-node-id")!, x: n("x"), y: n("y"), width: n("width"), height: n("height") };
    });
    const edges = [...svg.querySelectorAll("[data-edge-id]")].map((g) => {
      const d = g.querySelector("path")!.getAttribute("d")!;
      const points = [...d.matchAll(/[ML]([-\d.]+) ([-\d.]+)/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));
      return {
        id: g.getAttribute("data-edge-id")!,
        source: g.getAttribute("data-source")!,
        target: g.getAttribute("data-target")!,
        points,
      };
    });
    return { boxes, edges };
  });
}

for (const [name, regcode] of Object.entries(demoRegcodes).filter(([key]) => key in SHOWCASE_BUILDERS)) {
  test(`${name}: node text is readable on screen and no line crosses a box other than its ends`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/entities/${regcode}`, { timeout: 150_000 });
    // Only what is shown counts: a streamed section sits in a hidden template until React moves it in.
    const none = page
      .locator("#relationships")
      .getByText("The record names no related persons or entities.")
      .filter({ visible: true });
    await page.locator("#relationships").scrollIntoViewIfNeeded();
    const ready = page.locator("#relationships [data-ready]").filter({ visible: true });
    await expect(ready.or(none)).toHaveCount(1, { timeout: 60_000 });
    // An entity with no relationships has no drawing to measure.
    if ((await none.count()) > 0) return expect(graph(page)).toHaveCount(0);
    const { boxes, edges } = await drawing(page);
    expect(boxes.length).toBeGreaterThan(0);
    expect(edgesThroughBoxes(boxes, edges)).toEqual([]);
    // Font size in CSS pixels as rendered: the computed size times the SVG's scale on screen, which the fit
    // to the section's width never takes below the readable minimum.
    const sizes = await graph(page)
      .locator("[data-node-id] text")
      .evaluateAll((texts) =>
        texts.map((t) => parseFloat(getComputedStyle(t).fontSize) * (t as SVGTextElement).getScreenCTM()!.a),
      );
    expect(sizes.length).toBeGreaterThan(0);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(READABLE_TEXT_PX - 0.01);
    // Each line of a box's text stays inside the box, a name cut short before it reaches the border.
    const overflowing = await graph(page).evaluate((svg) =>
      [...svg.querySelectorAll("[data-node-id]")].flatMap((g) => {
        const box = (g.querySelector("rect[data-box]") as SVGRectElement).getBBox();
        return [...g.querySelectorAll(":scope > text")]
          .map((text) => ({ text: text.textContent, line: (text as SVGTextElement).getBBox() }))
          .filter(({ line }) => line.x < box.x + 2 || line.x + line.width > box.x + box.width - 2)
          .map(({ text }) => text);
      }),
    );
    expect(overflowing).toEqual([]);
  });
}

test("the sanctioned owner's line to the entity is highlighted, with the 50% rule's verdict", async ({ page }) => {
  await open(page, demoRegcodes.sanctioned);
  const highlighted = graph(page).locator("[data-sanction-path]");
  const owner = graph(page).locator('[data-sanction-path][data-source="foreign:RU:1027700000000"]');
  await expect(owner.first()).toBeVisible();
  await expect(owner.first().locator("path")).toHaveAttribute("stroke", "#b91c1c");
  await expect(owner.first().locator("path")).toHaveAttribute("stroke-width", "3");
  // Every highlighted line starts at a party marked sanctioned; no other line is highlighted.
  const sources = await highlighted.evaluateAll((gs) => gs.map((g) => g.getAttribute("data-source")!));
  expect(sources.length).toBeGreaterThanOrEqual(3);
  for (const source of new Set(sources))
    await expect(graph(page).locator(`[data-node-id="${source}"]`)).toContainText("SANCTIONED");
  const plain = await graph(page)
    .locator("[data-edge-id]:not([data-sanction-path]) path")
    .evaluateAll((paths) => paths.map((p) => p.getAttribute("stroke")));
  expect(plain.length).toBeGreaterThan(0);
  expect(plain).not.toContain("#b91c1c");
  // Once the page has the ownership determination, the verdict is the determination's.
  await expect(graph(page).locator("[data-verdict=true] tspan")).toHaveText([
    "⚠ Sanctioned parties hold 100% of this entity, directly or indirectly",
    "Ownership determination: the same restrictions apply (50% or more together, or control)",
  ]);
});

test("a drawing somewhat wider than the section opens whole, fitted to its width", async ({ page }) => {
  await open(page, demoRegcodes.sanctionedPair);
  const section = page.locator("#relationships [data-graph-viewport]");
  const view = (await section.boundingBox())!;
  // Laid out wider than the section, drawn within it: no edge cut off, nothing to scroll to.
  expect(Number(await graph(page).getAttribute("width"))).toBeGreaterThan(view.width);
  const drawn = (await graph(page).boundingBox())!;
  expect(drawn.x).toBeGreaterThanOrEqual(view.x);
  expect(drawn.x + drawn.width).toBeLessThanOrEqual(view.x + view.width);
  expect(await section.evaluate((box) => box.scrollLeft)).toBe(0);
  const scale = await graph(page).evaluate((svg) => (svg as SVGSVGElement).getScreenCTM()!.a);
  expect(scale).toBeLessThan(1);
  expect(12 * scale).toBeGreaterThanOrEqual(READABLE_TEXT_PX - 0.01);
});

test("a drawing too wide to fit at a readable size opens with the entity's whole box in view", async ({ page }) => {
  await open(page, demoRegcodes.amber);
  const section = page.locator("#relationships [data-graph-viewport]");
  const view = (await section.boundingBox())!;
  expect((await graph(page).boundingBox())!.width).toBeGreaterThan(view.width);
  const entity = (await graph(page)
    .locator(`[data-node-id="entity:${demoRegcodes.amber}"] rect[data-box]`)
    .boundingBox())!;
  expect(entity.x).toBeGreaterThanOrEqual(view.x);
  expect(entity.x + entity.width).toBeLessThanOrEqual(view.x + view.width);
  // Zoomed in, the drawing grows and scrolls; nothing past its former edges is cut off.
  const before = (await graph(page).boundingBox())!.width;
  await page.locator("#relationships").getByRole("button", { name: "Zoom in" }).click();
  await expect.poll(async () => (await graph(page).boundingBox())!.width).toBeGreaterThan(before);
  const scrollWidth = await section.evaluate((box) => box.scrollWidth);
  expect(scrollWidth).toBeGreaterThanOrEqual(Math.floor((await graph(page).boundingBox())!.width));
});

test("on paper, node text is at least 8 pt", async ({ page }, testInfo) => {
  await page.goto(`/entities/${demoRegcodes.amber}?print=1`, { timeout: 150_000 });
  await expect(page.locator("[data-print-tile]").first()).toBeAttached({ timeout: 60_000 });
  // Once the graph has hydrated: the captions read and the page printed must be the same drawing.
  await page.locator("#relationships").scrollIntoViewIfNeeded();
  await expect(page.locator("#relationships [data-ready]")).toHaveCount(1, { timeout: 60_000 });
  const captions = new Set(
    await graph(page)
      .locator("[data-node-id] text")
      .evaluateAll((texts) => texts.map((t) => t.textContent!.trim()).filter((t) => t.length >= 6)),
  );
  // Only the drawing's words reach the paper, where and as large as on the whole page (hidden, the rest keeps its
  // room): the tables print some of the same words (a withheld person, an owner's name) in their own 7-8 pt type.
  await page.addStyleTag({
    content: "@media print { body * { visibility: hidden } #relationships, #relationships * { visibility: visible } }",
  });
  const file = testInfo.outputPath("graph.pdf");
  await page.pdf({ path: file, format: "A4", printBackground: true });
  // pdftohtml names each run of text with its font, and each font with its size in points (at zoom 1).
  const xml = execFileSync("pdftohtml", ["-xml", "-i", "-zoom", "1", "-stdout", file], { encoding: "utf8" });
  const sizes = new Map([...xml.matchAll(/<fontspec id="(\d+)" size="([\d.]+)"/g)].map((m) => [m[1], Number(m[2])]));
  const unescape = (t: string) =>
    t
      .replace(/<[^>]+>/g, "")
      .replace(/&#34;/g, '"')
      .replace(/&amp;/g, "&")
      .trim();
  const printed = [...xml.matchAll(/<text [^>]*font="(\d+)"[^>]*>(.*?)<\/text>/g)]
    .filter((m) => captions.has(unescape(m[2])))
    .map((m) => ({ text: unescape(m[2]), pt: sizes.get(m[1])! }));
  expect(printed.length).toBeGreaterThanOrEqual(5);
  expect(printed.filter((p) => p.pt < 8)).toEqual([]);
});

test("the expanded ownership chain shows direct and effective shares", async ({ page }) => {
  const [x, y, z] = demoRegcodes.chain;
  await open(page, x);
  for (const code of [y, z]) {
    await graph(page).locator(`[data-node-id="entity:${code}"]`).click();
    await page.locator("#relationships").getByRole("button", { name: "Expand its relationships here" }).click();
    await expect(page.locator("#relationships").getByText("Relationships shown", { exact: true })).toBeVisible({
      timeout: 30_000,
    });
  }
  await expect(page.locator('#relationships [aria-busy="true"]')).toHaveCount(0, { timeout: 60_000 });
  await expect(graph(page).locator(`[data-node-id="entity:${z}"]`)).toContainText("effective 48% of the entity");
  await expect(graph(page).locator(`[data-edge-id][data-source="entity:${z}"] text`)).toHaveText("80%");
  await expect(graph(page).locator(`[data-edge-id][data-source="entity:${y}"] text`)).toHaveText("60%");
  const { boxes, edges } = await drawing(page);
  expect(edgesThroughBoxes(boxes, edges)).toEqual([]);
});

test("a cut name is given in full on hover, on focus and in the details panel", async ({ page }) => {
  await open(page, demoRegcodes.amber);
  const cut = graph(page).locator("[data-node-id]", { has: page.locator("text[data-node-label]", { hasText: "…" }) });
  const first = cut.first();
  const id = await first.getAttribute("data-node-id");
  const full = await first.locator("title").textContent();
  const shown = (await first.locator("text[data-node-label]").textContent())!.slice(0, -1);
  const name = full!.split(" · ")[0];
  expect(name.startsWith(shown)).toBe(true);
  expect(name.length).toBeGreaterThan(shown.length + 1);
  await expect(first).toHaveAttribute("aria-label", new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")},`));
  await graph(page).locator(`[data-node-id="${id}"]`).focus();
  await expect(page.locator("#relationships h3", { hasText: name })).toBeVisible();
});

test("an 'N more' group opens in place with more of its parties", async ({ page }) => {
  test.setTimeout(180_000);
  await open(page, demoRegcodes.large);
  const group = graph(page).locator('[data-node-id="group:1:officer"]');
  const before = Number((await group.locator("text[data-node-label]").textContent())!.split(" ")[0]);
  const shown = await graph(page).locator("[data-node-id]").count();
  await group.click();
  await expect(group.locator("text[data-node-label]")).toHaveText(`${before - 24} more`, { timeout: 60_000 });
  await expect(page.locator('#relationships [aria-busy="true"]')).toHaveCount(0, { timeout: 60_000 });
  await expect(graph(page).locator("[data-node-id]")).toHaveCount(shown + 24);
  const { boxes, edges } = await drawing(page);
  expect(edgesThroughBoxes(boxes, edges)).toEqual([]);
});

test("the graph is saved as SVG and PNG files of the drawing", async ({ page }) => {
  await open(page, demoRegcodes.sanctioned);
  // The drawing's verdict comes from the ownership determination once the page has it: saved after that.
  await expect(graph(page).locator("[data-verdict=true] tspan").last()).toContainText("Ownership determination", {
    timeout: 60_000,
  });
  const width = Number(await graph(page).getAttribute("width"));
  const section = page.locator("#relationships");

  const [svgDownload] = await Promise.all([
    page.waitForEvent("download"),
    section.getByRole("button", { name: "SVG" }).click(),
  ]);
  expect(svgDownload.suggestedFilename()).toBe(`relationships-${demoRegcodes.sanctioned}.svg`);
  const svg = await readFile((await svgDownload.path())!, "utf8");
  expect(svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg')).toBe(true);
  expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
  expect(svg).toContain("OOO Vostok Demo Trade");
  expect(svg).toContain("the same restrictions apply");
  // The caption: the entity and its number, when its record was retrieved and the date drawn as of.
  expect(svg).toContain(`, registration number ${demoRegcodes.sanctioned}</tspan>`);
  expect(svg).toMatch(
    /Record retrieved \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC · relationships as of \d{4}-\d{2}-\d{2}/,
  );
  const fileWidth = Number(/^<\?xml[^\n]*\n<svg [^>]*width="(\d+)"/.exec(svg)![1]);
  expect(fileWidth).toBeGreaterThanOrEqual(width);

  const [pngDownload] = await Promise.all([
    page.waitForEvent("download"),
    section.getByRole("button", { name: "PNG" }).click(),
  ]);
  expect(pngDownload.suggestedFilename()).toBe(`relationships-${demoRegcodes.sanctioned}.png`);
  const png = await readFile((await pngDownload.path())!);
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  // IHDR: the image is the captioned drawing at twice its size.
  expect(png.readUInt32BE(16)).toBe(fileWidth * 2);
});
