import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { recordBytesOf } from "../lib/domain/export/record-export";
import { KEY_FINDINGS, SECTIONS } from "../lib/registry/record/sections";
import { formatUtcTime } from "../lib/platform/format/format-utc-time";

// Showcase numbers of the demo dataset (see dev/demo-registry/dataset/README.md).
const AMBER = "40003510005";
const SANCTIONED = "40003520003";
const SPARSE = "40003620004";
const AUTHORITY = "90000120007";
const WITHHELD = "Personal details withheld";
const NO_SCOPE = "The credential in use does not have the personal-details scope";
const APP_VERSION: string = JSON.parse(readFileSync("package.json", "utf8")).version;

/**
 * Every heading a report prints: the cover's findings, then each profile section (graph and history among them)
 * bar the raw bytes and the app's list of retrievals, which is not part of the record.
 */
const NOT_PRINTED: readonly string[] = ["raw-data", "retrievals"];
/** The section headings' English words, from the catalogue. */
const HEADING: Record<string, string> = JSON.parse(
  readFileSync("lib/platform/i18n/messages/en/record.json", "utf8"),
).sections;
const HEADINGS = [KEY_FINDINGS, ...SECTIONS.filter((s) => !NOT_PRINTED.includes(s.anchor))].map(
  (s) => HEADING[s.labelKey],
);
/** Screen chrome that must never reach paper. */
const CHROME = ["Copy link", "Print report", "Skip to content", "Registry Lens", "Back to the profile", "Switch to"];

interface Printed {
  text: string;
  pages: number;
  pageSize: string;
}

async function printReport(page: Page, path: string, file: string, ready?: () => Promise<void>): Promise<Printed> {
  await page.goto(path);
  await ready?.();
  await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true });
  const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  return {
    text: execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8", maxBuffer: 1 << 30 }),
    pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]),
    pageSize: /^Page size:\s+(.*)$/m.exec(info)?.[1] ?? "",
  };
}

/** The cover's facts as the page states them, to look for in the PDF. */
async function coverFacts(page: Page) {
  const cover = page.locator("[data-report-cover]");
  return {
    name: await cover.locator("h1").innerText(),
    retrievedAt: await cover.locator("time").getAttribute("datetime"),
    sha256: await cover.locator("dt:text-is('SHA-256 of the record received') + dd").innerText(),
  };
}

async function credentialName(request: APIRequestContext): Promise<string> {
  return (await (await request.get("/api/identity")).json()).name;
}

/** pdftotext keeps words but not always line breaks: compare with whitespace collapsed. */
const flat = (text: string) => text.replace(/\s+/g, " ");
/** pdftotext also joins words hyphenated at a line end ("personal-" + "details"): compare without hyphens. */
const unhyphenated = (text: string) => flat(text).replaceAll("-", "");

for (const { regcode, withheld } of [
  { regcode: AMBER, withheld: true },
  { regcode: SANCTIONED, withheld: true },
  { regcode: SPARSE, withheld: false },
  { regcode: AUTHORITY, withheld: true },
]) {
  test(`prints a complete, self-describing A4 report of ${regcode}`, async ({ page, request }, testInfo) => {
    const printed = await printReport(page, `/entities/${regcode}/report`, testInfo.outputPath("report.pdf"));
    const cover = await coverFacts(page);
    const text = flat(printed.text);

    expect(printed.pageSize).toMatch(/\(A4\)$/);
    const retrieved = formatUtcTime(cover.retrievedAt!);
    for (const fact of [cover.name, regcode, retrieved, cover.sha256, await credentialName(request)]) {
      expect(text).toContain(fact);
    }
    expect(text).toContain(`App version ${APP_VERSION}`);
    // Made from the demo registry: the cover and every page's header say the record is invented.
    expect(text).toContain("Demo registry: invented data: this report was made from the app's built-in demo registry");
    expect(
      printed.text
        .split("\f")
        .filter(Boolean)
        .every((p) => flat(p).includes(`Demo registry: invented data · ${cover.name}`)),
    ).toBe(true);
    expect(text).toContain(`/service/api/v1/legal-entities/${regcode}`);
    for (const heading of HEADINGS) expect(text, heading).toContain(heading);
    expect(text).toContain(`Page 1 of ${printed.pages}`);
    expect(text).toContain(`${cover.name} · ${regcode}`);
    for (const chrome of CHROME) expect(text, chrome).not.toContain(chrome);
    if (withheld) {
      expect(text).toContain(WITHHELD);
      expect(unhyphenated(text)).toContain(unhyphenated(NO_SCOPE));
    } else {
      expect(text).not.toContain(WITHHELD);
    }

    const exported = await request.get(`/api/legal-entities/${regcode}/export/record.json`);
    const bytes = recordBytesOf(await exported.text());
    expect(createHash("sha256").update(bytes, "utf8").digest("hex")).toBe(cover.sha256);
  });
}

test("prints on Letter when asked, with former entries and folded details unfolded", async ({ page }, testInfo) => {
  const printed = await printReport(page, `/entities/${AMBER}/report?paper=letter`, testInfo.outputPath("letter.pdf"));
  expect(printed.pageSize).toMatch(/^612 x 792 pts \(letter\)$/);
  const text = flat(printed.text);
  expect(text).toMatch(/Former \(\d+\)/);
  expect(text).toContain("Annulled");
  // Folded on screen (a row's other fields), written out on paper; the record's own ids are left to the raw data.
  expect(text).toContain("Registered because of");
});

test("a profile printed from the browser unfolds what the screen folds and says what it is", async ({
  page,
}, testInfo) => {
  // React shows the sections, sent after the header, a moment after the page has loaded.
  const sectionsIn = () => expect(page.locator("#raw-data")).toBeVisible();
  const printed = flat(
    (await printReport(page, `/entities/${AMBER}`, testInfo.outputPath("profile.pdf"), sectionsIn)).text,
  );
  expect(printed).toMatch(/Former \(\d+\)/);
  expect(printed).toContain("Annulled");
  expect(printed).toContain("Registered because of");
  // It says it is the screen view, and where the document laid out for paper is.
  expect(printed).toContain(`The report is laid out for paper: /entities/${AMBER}/report`);
});

test("is a document of its own: no app scripts or router payload, the app's styles, a working Print button", async ({
  page,
  request,
}) => {
  const answer = await request.get(`/entities/${AMBER}/report`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("text/html; charset=utf-8");
  const html = await answer.text();
  expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/);
  expect(html).not.toContain("__next_f");
  expect(html).not.toMatch(/<script[^>]*\ssrc=/);
  // One inline script, under the page's CSP nonce: the Print button's.
  expect(html.match(/<script/g)).toHaveLength(1);
  const nonce = /'nonce-([^']+)'/.exec(answer.headers()["content-security-policy"])?.[1];
  expect(html).toContain(`<script nonce="${nonce}">`);
  const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  expect(stylesheets.length).toBeGreaterThan(0);
  for (const href of stylesheets) {
    const css = await request.get(href);
    expect(css.status(), href).toBe(200);
    expect(css.headers()["content-type"]).toContain("text/css");
  }

  await page.addInitScript(() => {
    Object.assign(window, { printed: 0 });
    window.print = () => Object.assign(window, { printed: 1 });
  });
  await page.goto(`/entities/${AMBER}/report`);
  // Styled by the app's stylesheet (px-3: 0.75rem), not the browser's default button (6 px).
  const print = page.getByRole("button", { name: "Print" });
  await expect(print).toHaveCSS("padding-left", "12px");
  await print.click();
  expect(await page.evaluate(() => Reflect.get(window, "printed"))).toBe(1);
});

test.describe("sharing from the profile", () => {
  const SHARED = `/entities/${AMBER}?all=officers#officers`;

  test("copies the link with its query and section, and says so", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.goto(SHARED);
    await page.getByRole("button", { name: "Copy link", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${SHARED}`);
  });

  test("offers the link to select by hand when there is no clipboard", async ({ page, baseURL }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, "clipboard", { value: undefined }));
    await page.goto(SHARED);
    await page.getByRole("button", { name: "Copy link", exact: true }).click();
    await expect(page.getByLabel("Copy this link:")).toHaveValue(`${baseURL}${SHARED}`);
  });

  test("leads from the profile to its printable report, which it never fetches ahead", async ({ page }) => {
    // Fetching the report renders it whole and audits a view: only the analyst's click may do that.
    const reportRequests: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.endsWith("/report")) reportRequests.push(r.url());
    });
    await page.goto(`/entities/${AMBER}`);
    await page.waitForLoadState("networkidle");
    expect(reportRequests).toEqual([]);
    await page.getByRole("link", { name: "Print report" }).click();
    await expect(page).toHaveURL(new RegExp(`/entities/${AMBER}/report$`));
    await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
    await expect(page.getByText("Due-diligence report")).toBeVisible();
  });

  test("leads from the profile to the summary report, and from there to the full one", async ({ page }) => {
    await page.goto(`/entities/${AMBER}`);
    await page.getByRole("link", { name: "Summary report" }).click();
    await expect(page).toHaveURL(new RegExp(`/entities/${AMBER}/report\\?variant=summary&minShare=10$`));
    await expect(page.getByText("Due-diligence report: summary")).toBeVisible();
    await expect(page.getByRole("link", { name: "Download PDF" })).toHaveAttribute(
      "href",
      `/entities/${AMBER}/report.pdf?variant=summary&minShare=10`,
    );
    // The summary also offers the full report where it leaves rows out; the controls switch between the two.
    await page.getByRole("region", { name: "Report actions" }).getByRole("link", { name: "Full report" }).click();
    await expect(page).toHaveURL(new RegExp(`/entities/${AMBER}/report$`));
    await expect(page.getByRole("link", { name: "Summary report" })).toHaveAttribute(
      "href",
      `/entities/${AMBER}/report?variant=summary&minShare=10`,
    );
  });
});
