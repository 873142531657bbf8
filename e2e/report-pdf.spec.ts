import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { type APIRequestContext, expect, test, type APIResponse } from "@playwright/test";
import { recordBytesOf } from "../lib/domain/export/record-export";
import { startAppUnderTest } from "../dev/testing/app-under-test";
import { splitCurrentFormer } from "../lib/domain/profile/history";
import { describeParty } from "../lib/domain/profile/party";
import { legalEntitySchema } from "../lib/registry/schemas/legal-entity";
import { buildTimeline } from "../lib/domain/timeline/build-timeline";

// Showcase numbers of the demo dataset (see dev/demo-registry/dataset/README.md).
const AMBER = "40003510005";
const LARGE = "40003001008";

// The server prints one PDF at a time: these tests would fill each other's queue if run side by side.
test.describe.configure({ mode: "serial" });

interface Pdf {
  pages: number;
  pageSize: string;
  /** pdftotext in content order, whitespace collapsed and hyphens dropped (words broken at a line end join again). */
  text: string;
}

async function readPdf(response: APIResponse, file: string): Promise<Pdf & { bytes: Buffer }> {
  const bytes = await response.body();
  writeFileSync(file, bytes);
  const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  const raw = execFileSync("pdftotext", ["-raw", "-enc", "UTF-8", file, "-"], { encoding: "utf8", maxBuffer: 1 << 30 });
  return {
    bytes,
    pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]),
    pageSize: /^Page size:\s+(.*)$/m.exec(info)?.[1] ?? "",
    text: comparable(raw),
  };
}

const comparable = (text: string) => text.replace(/\s+/g, " ").replaceAll("-", "");

/**
 * Every page of a number's retrievals list: a report may show an older retrieval (answered from the
 * cache), and the suite's data folder outlives runs.
 */
async function allRetrievalPages(request: APIRequestContext, regcode: string): Promise<string> {
  const pages: string[] = [];
  for (let page = 1; page <= 100; page++) {
    const html = await (await request.get(`/entities/${regcode}/retrievals?page=${page}`)).text();
    if (!html.includes("data-retrieval=")) break;
    pages.push(html);
  }
  return pages.join("\n");
}

async function recordOf(request: Parameters<Parameters<typeof test>[2]>[0]["request"], regcode: string) {
  const exported = await (await request.get(`/api/legal-entities/${regcode}/export/record.json`)).text();
  const bytes = recordBytesOf(exported);
  return {
    record: legalEntitySchema.parse(JSON.parse(bytes)),
    sha256: createHash("sha256").update(bytes).digest("hex"),
  };
}

test("downloads a typical report as a PDF made on the server, its hash in the header and the audit trail", async ({
  request,
}, testInfo) => {
  const response = await request.get(`/entities/${AMBER}/report.pdf`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["content-disposition"]).toBe(`attachment; filename="${AMBER}-report.pdf"`);
  const pdf = await readPdf(response, testInfo.outputPath("amber.pdf"));
  expect(response.headers()["x-report-sha256"]).toBe(createHash("sha256").update(pdf.bytes).digest("hex"));
  expect(pdf.pageSize).toMatch(/\(A4\)$/);
  const { record, sha256 } = await recordOf(request, AMBER);
  expect(pdf.text).toContain(sha256);
  expect(pdf.text).toContain(comparable(record.legal_name));
  expect(pdf.text).toContain(`Page ${pdf.pages} of ${pdf.pages}`);

  const audit = await (await request.get(`/api/audit?event=export&regcode=${AMBER}`)).json();
  expect(JSON.stringify(audit)).toContain(response.headers()["x-report-sha256"]);
});

test("prints the PDF in the language of the analyst who asked for it, the evidence the same in both", async ({
  request,
}, testInfo) => {
  const english = await readPdf(await request.get(`/entities/${AMBER}/report.pdf`), testInfo.outputPath("en.pdf"));
  const response = await request.get(`/entities/${AMBER}/report.pdf`, { headers: { "accept-language": "lv" } });
  expect(response.status()).toBe(200);
  const latvian = await readPdf(response, testInfo.outputPath("lv.pdf"));
  expect(latvian.text).toContain("Valoda: latviešu");
  expect(latvian.text).toContain("Amatpersonas");
  expect(latvian.text).toContain(`Lappuse ${latvian.pages} no ${latvian.pages}`);
  expect(english.text).toContain("Language: English");
  const { sha256 } = await recordOf(request, AMBER);
  expect(latvian.text).toContain(sha256);
  // Both PDFs are kept as evidence with the retrieval they report, the retrievals pages naming their hashes.
  const retrievals = await allRetrievalPages(request, AMBER);
  expect(retrievals).toContain(`title="${createHash("sha256").update(latvian.bytes).digest("hex")}"`);
  expect(retrievals).toContain(`title="${createHash("sha256").update(english.bytes).digest("hex")}"`);
});

test("refuses at once with 503 and Retry-After when the PDF queue is full", async ({ request }) => {
  // One prints and two wait by default: six at once leave some without a place.
  const responses = await Promise.all(Array.from({ length: 6 }, () => request.get(`/entities/${AMBER}/report.pdf`)));
  const statuses = responses.map((r) => r.status());
  expect(statuses).toContain(200);
  const refused = responses.filter((r) => r.status() === 503);
  expect(refused.length).toBeGreaterThan(0);
  for (const r of refused) {
    expect(r.headers()["retry-after"]).toBe("5");
    expect((await r.json()).error.code).toBe("busy");
  }
});

test("refuses a number that is not one before starting a browser", async ({ request }) => {
  const response = await request.get("/entities/12345/report.pdf");
  expect(response.status()).toBe(400);
  expect((await response.json()).error.code).toBe("invalid_regcode");
});

/** The PDF's named places (where in-document links go), each with the text of its page. */
function destinations(file: string): { name: string; pageText: string }[] {
  const listed = execFileSync("pdfinfo", ["-dests", file], { encoding: "utf8" });
  return [...listed.matchAll(/^\s*(\d+) \[.*\] "(.*)"$/gm)].map(([, page, name]) => ({
    name: name!,
    pageText: execFileSync("pdftotext", ["-f", page!, "-l", page!, file, "-"], { encoding: "utf8" }),
  }));
}

test("prints the very large entity in parts, joined into one PDF on at most 400 A4 pages", async ({
  request,
}, testInfo) => {
  // Hundreds of pages take Chromium minutes on a small machine (npm run bench measures it).
  test.setTimeout(6 * 60_000);
  const started = performance.now();
  const response = await request.get(`/entities/${LARGE}/report.pdf`, { timeout: 5 * 60_000 });
  expect(response.status()).toBe(200);
  const file = testInfo.outputPath("large.pdf");
  const pdf = await readPdf(response, file);
  console.log(`large report PDF: ${pdf.pages} pages in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  expect(pdf.pages).toBeLessThanOrEqual(400);
  // Numbered as one document, once a page, and titled as the report.
  expect(pdf.text.match(/Page \d+ of \d+/g)).toEqual(
    Array.from({ length: pdf.pages }, (_, i) => `Page ${i + 1} of ${pdf.pages}`),
  );
  expect(execFileSync("pdfinfo", [file], { encoding: "utf8" })).toMatch(
    new RegExp(`^Title:\\s+Report: .*\\(${LARGE}\\)`, "m"),
  );
  // The cover's and the overview's links into the report lead to their sections, wherever the parts were cut.
  const headings: Record<string, string> = {
    identity: "Identity",
    address: "Address",
    "equity-capitals": "Equity capitals",
    members: "Members",
    officers: "Officers",
    ownership: "Ownership and control",
    "securing-measures": "Securing measures",
    "special-statuses": "Special statuses",
  };
  const places = destinations(file);
  expect(places.map((place) => place.name).sort()).toEqual(Object.keys(headings).sort());
  for (const place of places) expect(place.pageText, place.name).toContain(headings[place.name]);
  expect(response.headers()["x-report-sha256"]).toBe(createHash("sha256").update(pdf.bytes).digest("hex"));
  const { record, sha256 } = await recordOf(request, LARGE);
  expect(pdf.text).toContain(sha256);
  const missing = (texts: string[]) => [...new Set(texts)].filter((t) => !pdf.text.includes(comparable(t)));
  const names = (entries: readonly Record<string, unknown>[]) =>
    entries.flatMap((e) => {
      const party = describeParty(e);
      return party.kind === "withheld" ? [] : [party.name];
    });
  // No row limits: every officer and member (by name, and by its registry id, withheld persons too) and
  // every dated event reaches paper.
  expect(missing(names(record.Officers))).toEqual([]);
  expect(missing(names(record.Members))).toEqual([]);
  const ids = (entries: readonly { id: number }[]) => entries.map((e) => `Id: ${e.id} ·`);
  expect(missing(ids(record.Officers))).toEqual([]);
  expect(missing(ids(record.Members))).toEqual([]);
  // "Former" is as of the retrieval, which every page's header states.
  // The text comparable() makes has no hyphens: 2026-11-29 10:00:00 UTC reads 20261129 10:00:00 UTC.
  const [, y, m, d, time] = /Retrieved (\d{4})(\d{2})(\d{2}) (\d{2}:\d{2}:\d{2}) UTC/.exec(pdf.text) ?? [];
  const retrievedAt = Date.parse(`${y}-${m}-${d}T${time}Z`);
  expect(retrievedAt).not.toBeNaN();
  const { former } = splitCurrentFormer(record.Officers, retrievedAt);
  expect(pdf.text).toContain(`Former (${former.length})`);
  const events = buildTimeline(record, "en");
  expect(pdf.text).toContain(`All ${events.length} events, newest first`);
  expect(missing(events.map((e) => e.title))).toEqual([]);
});

test("summarises the very large entity on a few pages, saying what it left out", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(4 * 60_000);
  const summary = `/entities/${LARGE}/report?variant=summary&minShare=10`;
  const opened = await page.goto(summary, { timeout: 2 * 60_000 });
  expect(opened?.status()).toBe(200);
  await expect(page.locator("[data-report-cover]")).toContainText("Due-diligence report: summary");
  // 40 of its 2,000 officers sit: 25 listed, the rest counted and left to the full report.
  const officers = page.locator("#officers");
  await expect(officers).toContainText("40 current, 1,960 former");
  await expect(officers.locator("tbody tr")).toHaveCount(25);
  await expect(officers.locator("[data-left-out]")).toHaveText(
    "15 more current officers not listed here. See the full report.",
  );
  await expect(officers.getByRole("link", { name: "See the full report." })).toHaveAttribute(
    "href",
    `/entities/${LARGE}/report`,
  );
  // Its 3,750 current members each hold well under 1%: none listed at 10%, all counted.
  const members = page.locator("#members");
  await expect(members).toContainText("No current member holds at least 10%.");
  await expect(members).toContainText("3,750 current members hold less than 10%: counted, not listed.");
  await expect(page.locator("#ownership")).toContainText("Declared in the register");
  await expect(page.locator("#sanctions")).toContainText("No sanctions on the entity.");
  // A lower threshold lists the largest holders, still capped.
  await page.getByLabel("List members holding at least").fill("0.03");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`/entities/${LARGE}/report\\?variant=summary&minShare=0\\.03$`));
  await expect(page.locator("#members tbody tr")).toHaveCount(25);
  await expect(page.locator("#members [data-left-out]")).toContainText(
    "more members holding at least 0.03% not listed here",
  );
  await expect(
    page.getByRole("region", { name: "Report actions" }).getByRole("link", { name: "Full report" }),
  ).toHaveAttribute("href", `/entities/${LARGE}/report`);

  const response = await request.get(`/entities/${LARGE}/report.pdf?variant=summary&minShare=10`, {
    timeout: 2 * 60_000,
  });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-disposition"]).toBe(`attachment; filename="${LARGE}-report-summary.pdf"`);
  const file = testInfo.outputPath("large-summary.pdf");
  const pdf = await readPdf(response, file);
  // The full report of the same record takes hundreds of pages (above).
  expect(pdf.pages).toBeLessThanOrEqual(6);
  expect(pdf.text).toContain(`Page ${pdf.pages} of ${pdf.pages}`);
  expect(execFileSync("pdfinfo", [file], { encoding: "utf8" })).toMatch(
    new RegExp(`^Title:\\s+Summary report: .*\\(${LARGE}\\)`, "m"),
  );
  const { record, sha256 } = await recordOf(request, LARGE);
  expect(pdf.text).toContain(sha256);
  expect(pdf.text).toContain(comparable(record.legal_name));
  for (const heading of ["Current officers", "Members holding at least 10%", "Beneficial owners", "Sanctions"]) {
    expect(pdf.text, heading).toContain(comparable(heading));
  }
  expect(pdf.text).toContain(comparable("15 more current officers not listed here. See the full report."));
  expect(pdf.text).toContain(comparable("3,750 current members hold less than 10%: counted, not listed."));
  expect(response.headers()["x-report-sha256"]).toBe(createHash("sha256").update(pdf.bytes).digest("hex"));
});

test("refuses a summary's threshold that is not a share with a clear 400, before starting a browser", async ({
  request,
}) => {
  const pdf = await request.get(`/entities/${LARGE}/report.pdf?variant=summary&minShare=150`);
  expect(pdf.status()).toBe(400);
  const { error } = await pdf.json();
  expect(error.code).toBe("bad_request");
  expect(error.message).toContain('"minShare" is a share in percent from 0 to 100');
  const html = await request.get(`/entities/${LARGE}/report?variant=summary&minShare=ten`);
  expect(html.status()).toBe(400);
  expect(await html.text()).toContain('"minShare" is a share in percent from 0 to 100');
  expect((await request.get(`/entities/${LARGE}/report?variant=brief`)).status()).toBe(400);
});

test("lays wide tables out for paper: a row's other fields under it, no squeezed column", async ({ page }) => {
  await page.setViewportSize({ width: 690, height: 1000 }); // A4's width inside the report's margins, at 96 dpi
  await page.emulateMedia({ media: "print" });
  await page.goto(`/entities/${AMBER}/report`);
  const rows = page.locator("#officers tbody[data-row]");
  expect(await rows.count()).toBeGreaterThan(0);
  // The other fields run on as "Label: value · Label: value" text under the row.
  await expect(rows.first().locator("[data-other-fields]")).toContainText(/^Id: \d+ · /);
  // A member's or joint owner's own record goes on that line too, not into its narrow column: what a reader can
  // use of it, without its ids and without the name the line has just said.
  const members = page.locator("#members tbody[data-row]");
  await expect(members.locator("td:not([data-other-fields]) details")).toHaveCount(0);
  await expect(members.locator("[data-other-fields]", { hasText: "Joint owners: " })).toContainText(
    /Joint owners: SIA "Vidzemes Sēta Demo" — Entity details: Registration number: \d{11} · /,
  );
  const narrowest = await page
    .locator("table th")
    .evaluateAll((cells) => Math.min(...cells.map((c) => c.getBoundingClientRect().width).filter((w) => w > 0)));
  // 9 pt text: 32 px is about five characters, as wide as the shortest header ("Date to") needs.
  expect(narrowest).toBeGreaterThanOrEqual(32);
  // No table runs past the paper's edge, where its last columns would be cut off or left out.
  const overflowing = await page
    .locator("table")
    .evaluateAll((tables) =>
      tables
        .filter((table) => table.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .map(
          (table) =>
            `${table.querySelector("caption")?.textContent}: ${Math.round(table.getBoundingClientRect().width)} px`,
        ),
    );
  expect(overflowing).toEqual([]);
});

test("audits the report's page view behind a PDF as the analyst's, from the analyst's address", async () => {
  test.setTimeout(180_000);
  const app = await startAppUnderTest({ env: { TRUSTED_PROXY_HOPS: "1" } });
  try {
    // The analyst is behind one trusted proxy; the server's Chromium loads the report over loopback.
    const response = await fetch(`${app.url}/entities/${AMBER}/report.pdf`, {
      headers: { ...app.headers, "x-forwarded-for": "203.0.113.7" },
    });
    expect(response.status).toBe(200);
    const audit = (await (await fetch(`${app.url}/api/audit?regcode=${AMBER}`, { headers: app.headers })).json()) as {
      events: { event: string; clientAddress: string; userEmail: string }[];
    };
    const rows = audit.events.filter((e) => e.event === "report-view" || e.event === "export");
    expect(rows.map((e) => e.event).sort()).toEqual(["export", "report-view"]);
    for (const row of rows) expect(row).toMatchObject({ clientAddress: "203.0.113.7", userEmail: expect.any(String) });
    // A client cannot claim another address with the header the server's own printing uses.
    const forged = await fetch(`${app.url}/entities/${AMBER}/report`, {
      headers: { ...app.headers, "x-registry-lens-printed-for": `198.51.100.1 ${"0".repeat(64)}` },
    });
    expect(forged.status).toBe(200);
    const after = (await (
      await fetch(`${app.url}/api/audit?regcode=${AMBER}&event=report-view`, { headers: app.headers })
    ).json()) as {
      events: { clientAddress: string }[];
    };
    expect(after.events.map((e) => e.clientAddress)).not.toContain("198.51.100.1");
  } finally {
    await app.stop();
  }
});
