import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFArray, PDFDict, PDFDocument, PDFName } from "pdf-lib";
import { type Browser, type BrowserContext, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { printInParts } from "./print-in-parts";
import { splitInPage } from "./split-in-page";

const REPORT_URL = "http://report.test/entities/40003001008/report";
const ROWS = 400;
const row = (n: number) => `Row ${String(n).padStart(3, "0")}`;

// A report in miniature: a cover linking to a section at the end, one long table, and the counter.
const REPORT = `<!DOCTYPE html><html lang="en"><head><title>Report: Miniature</title>
<style>
@page { size: A4; margin: 18mm 14mm 16mm 14mm; @bottom-right { content: "Page " counter(page) " of " counter(pages); } }
thead { display: table-header-group; } tr { break-inside: avoid; } td { padding: 4pt; }
</style></head>
<body><main><article>
<section><h1>Cover</h1><p><a href="#closing">To the closing section</a></p></section>
<section><table><thead><tr><th>Heading</th><th>Value</th></tr></thead><tbody>
${Array.from({ length: ROWS }, (_, i) => `<tr><td>${row(i + 1)}</td><td>${"value ".repeat((i % 7) + 1)}</td></tr>`).join("")}
</tbody></table></section>
<section id="closing"><h2>Closing section</h2></section>
</article></main></body></html>`;
const BUDGET = 300;

let browser: Browser;
let context: BrowserContext;
const folder = mkdtempSync(path.join(tmpdir(), "print-in-parts-"));

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  context = await browser.newContext();
  await context.route(REPORT_URL, (route) => route.fulfill({ body: REPORT, contentType: "text/html" }));
});
afterAll(async () => {
  await browser?.close();
  rmSync(folder, { recursive: true, force: true });
});

async function loaded() {
  const page = await context.newPage();
  await page.goto(REPORT_URL);
  return page;
}

function pagesText(pdf: Uint8Array): string[] {
  const file = path.join(folder, "joined.pdf");
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).split("\f").slice(0, -1);
}

describe("splitInPage", () => {
  it("puts every row in exactly one part and repeats the table's head in each", async () => {
    const page = await loaded();
    const { parts } = await splitInPage(page, BUDGET);
    const counts = await page.evaluate((parts) => {
      return parts.map((html) => {
        const part = new DOMParser().parseFromString(html, "text/html");
        const shown = [...part.querySelectorAll("tbody:not([aria-hidden]) > tr > td:first-child")];
        return { rows: shown.map((cell) => cell.textContent), heads: part.querySelectorAll("thead").length };
      });
    }, parts);
    await page.close();
    expect(counts.length).toBeGreaterThanOrEqual(3);
    expect(counts.flatMap((part) => part.rows)).toEqual(Array.from({ length: ROWS }, (_, i) => row(i + 1)));
    expect(counts.every((part) => part.heads === 1)).toBe(true);
  });

  it("names the part where a linked element begins", async () => {
    const page = await loaded();
    const { parts, targets } = await splitInPage(page, BUDGET);
    await page.close();
    expect(targets).toEqual({ closing: parts.length - 1 });
    expect(parts[0]).toContain('<span id="closing"></span>');
  });
});

describe("printInParts", () => {
  it("prints every row once, numbers the pages of the whole, and keeps the title and links", async () => {
    const whole = await loaded();
    const wholePages = (await PDFDocument.load(await whole.pdf({ preferCSSPageSize: true }))).getPageCount();
    const partCount = (await splitInPage(whole, BUDGET)).parts.length;
    await whole.close();

    const pdf = await printInParts({
      page: await loaded(),
      url: REPORT_URL,
      partElements: BUDGET,
      scale: 1,
      locale: "en",
    });
    const pages = pagesText(pdf);
    const text = pages.join("\n");
    for (let n = 1; n <= ROWS; n++) expect(text.split(`${row(n)} `).length - 1, row(n)).toBe(1);
    // One counter per page, the joined one: the parts' own are left out.
    pages.forEach((page, i) => expect(page.match(/Page \d+ of \d+/g)).toEqual([`Page ${i + 1} of ${pages.length}`]));
    // Each part's end may leave its last page short, no more.
    expect(pages.length).toBeGreaterThanOrEqual(wholePages);
    expect(pages.length).toBeLessThanOrEqual(wholePages + partCount - 1);

    const joined = await PDFDocument.load(pdf);
    expect(joined.getTitle()).toBe("Report: Miniature");
    const dests = joined.catalog.lookup(PDFName.of("Dests"), PDFDict);
    const closing = dests.lookup(PDFName.of("closing"), PDFArray).get(0);
    const at = joined.getPages().findIndex((page) => page.ref === closing);
    expect(pages[at]).toContain("Closing section");
    expect(at).toBe(pages.length - 1);
    const cover = joined
      .getPage(0)
      .node.Annots()
      ?.asArray()
      .map((ref) => joined.context.lookup(ref, PDFDict));
    expect(cover?.map((link) => link.get(PDFName.of("Dest")))).toEqual([PDFName.of("closing")]);
  });
});
