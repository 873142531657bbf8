import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { demoCredentials } from "@/dev/demo-registry/credentials";
import { demoRegcodes } from "@/dev/demo-registry/dataset";
import { startDemoRegistry } from "@/dev/demo-registry/server/start-demo-registry";
import { startAppServer, type AppServer } from "./app-server";
import { missingNames, withCharacterReferencesRead } from "./missing-names";
import { peopleRecord, type PeopleRecord } from "./people-record";
import { CHROMIUM_MAX_MB, pdfPages, timedPdf } from "./report-pdf";
import type { BenchOutcome, Row } from "./results";
import { benchAppEnv } from "./setup";
import { linearFit, round } from "./stats";

export const REPORT_SCALING_BENCH = 18;
const SIZES = [1_000, 5_000, 10_000];
/** 1 kB = 1,000 bytes, as benchmark 7 counts. */
const HTML_MAX_BYTES_PER_ROW = 1_000;
const LARGEST_PDF_MAX_S = 60;
/**
 * The print's own limit (REPORT_PDF_TIMEOUT_MS), generous: today the largest may not finish. Below fetch's five
 * minutes without an answer, so a print given up is the server's 504, not the client's error.
 */
const PDF_TIMEOUT_MS = 285_000;
const PDF_FETCH_TIMEOUT_MS = 298_000;
/** Names looked for in the HTML, spread over the rows: whether persons are shown at all, cheaply. */
const HTML_NAME_SAMPLES = 20;
const PURPOSE = "Benchmark of the report's size with every person shown";

const thousands = (n: number) => n.toLocaleString("en-US");

interface SizeFigures {
  rows: number;
  regcode: string;
  html?: { status: number; bytes: number; seconds: number; firstSeconds: number; personsShown: boolean };
  pdf?: {
    ok: boolean;
    status: string;
    seconds: number;
    peakChromiumMb: number;
    file?: string;
    pages?: number;
    namesMissing?: number;
    missingExamples?: string[];
  };
  error?: string;
}

/** The report's HTML, to the last byte, as the account signed in (a personal-data analyst with a stated purpose). */
async function fetchHtml(app: AppServer, regcode: string) {
  const started = performance.now();
  const response = await fetch(`${app.url}/entities/${regcode}/report`, { headers: app.headers });
  const text = Buffer.from(await response.arrayBuffer());
  return { status: response.status, text, seconds: (performance.now() - started) / 1000 };
}

/** The text pdftotext (poppler-utils) reads from a PDF: what a reader can search and copy. */
function pdfText(file: string): string {
  const textFile = file.replace(/\.pdf$/, ".txt");
  execFileSync("pdftotext", ["-enc", "UTF-8", file, textFile]);
  return readFileSync(textFile, "utf8");
}

/**
 * One size, into `figures` as it goes (so a failure keeps what was measured before it): the purpose stated
 * for the record, its report's HTML twice (the first request fetches the record, keeps it as evidence and
 * lays its graph out; the second, the record cached, is the report's own work), then its PDF end to end with
 * Chromium's peak memory, the PDF's pages and the names in its text.
 */
async function measureSize(app: AppServer, people: PeopleRecord, outDir: string, figures: SizeFigures) {
  const { regcode, names } = people;
  const rows = names.length;
  const stated = await fetch(`${app.url}/api/legal-entities/${regcode}/purpose`, {
    method: "POST",
    headers: { ...app.headers, origin: app.url, "content-type": "application/json" },
    body: JSON.stringify({ purpose: PURPOSE }),
  });
  if (stated.status !== 204) throw new Error(`stating the purpose answered ${stated.status}: ${await stated.text()}`);

  const first = await fetchHtml(app, regcode);
  const html = await fetchHtml(app, regcode);
  const body = withCharacterReferencesRead(html.text.toString("utf8"));
  const step = Math.max(1, Math.floor(rows / HTML_NAME_SAMPLES));
  const sampled = names.filter((_, i) => i % step === 0);
  figures.html = {
    status: html.status,
    bytes: html.text.byteLength,
    seconds: html.seconds,
    firstSeconds: first.seconds,
    personsShown: sampled.every((name) => body.includes(name)),
  };

  const pdf = await timedPdf(app, regcode, PDF_FETCH_TIMEOUT_MS);
  figures.pdf = { ok: pdf.ok, status: pdf.status, seconds: pdf.seconds, peakChromiumMb: pdf.peakMb };
  if (pdf.ok) {
    const file = path.join(outDir, `people-rows-${rows}-${regcode}.pdf`);
    writeFileSync(file, pdf.bytes);
    Object.assign(figures.pdf, { file, pages: pdfPages(file) });
    const missing = missingNames(pdfText(file), names);
    Object.assign(figures.pdf, { namesMissing: missing.length, missingExamples: missing.slice(0, 5) });
  }
}

/** A size's two rows: its HTML, and its PDF (the time's target for the largest only). */
function sizeRows(size: SizeFigures, largest: number): Row[] {
  const label = `${thousands(size.rows)} people rows`;
  const bench = REPORT_SCALING_BENCH;
  if (size.error !== undefined && !size.html) {
    return [{ bench, figure: `${label}: report failed`, value: size.error.slice(0, 200), met: false }];
  }
  const rows: Row[] = [];
  const html = size.html;
  if (html) {
    const shown = html.personsShown ? "persons shown" : "persons withheld (sampled names missing from the HTML)";
    const value =
      html.status === 200
        ? `${round(html.bytes / 1000, 0)} kB = ${round(html.bytes / size.rows, 0)} B/row; ` +
          `${round(html.seconds, 2)} s (first request ${round(html.firstSeconds, 2)} s); ${shown}`
        : `HTTP ${html.status} after ${round(html.seconds, 2)} s`;
    rows.push({
      bench,
      figure: `${label} (${size.regcode}): report HTML size, time to the last byte with the record cached`,
      value,
      ...(html.status === 200 ? {} : { met: false }),
    });
  }
  const pdf = size.pdf;
  if (pdf || size.error !== undefined) {
    const timeTarget = size.rows === largest ? `≤ ${LARGEST_PDF_MAX_S} s, ` : "";
    const target = `${timeTarget}≤ ${CHROMIUM_MAX_MB} MB, every name`;
    const figure = `${label}: report PDF from the server: time, pages, Chromium's peak private memory, names in its text`;
    if (!pdf) {
      rows.push({ bench, figure, value: `failed: ${size.error?.slice(0, 200)}`, target, met: false });
    } else if (!pdf.ok) {
      // A print given up (504) or refused is a result too, as in benchmark 5.
      rows.push({
        bench,
        figure,
        value: `${pdf.status} after ${round(pdf.seconds, 1)} s; ${Math.round(pdf.peakChromiumMb)} MB`,
        target,
        met: false,
      });
    } else {
      const missing = pdf.namesMissing;
      const names =
        missing === undefined
          ? `names not read: ${size.error?.slice(0, 200)}`
          : `${thousands(size.rows - missing)} of ${thousands(size.rows)} names` +
            (missing > 0 ? ` (missing e.g. ${pdf.missingExamples?.join(", ")})` : "");
      rows.push({
        bench,
        figure,
        value: `${round(pdf.seconds, 1)} s, ${pdf.pages ?? "?"} pages, ${Math.round(pdf.peakChromiumMb)} MB, ${names}`,
        target,
        met:
          (size.rows !== largest || pdf.seconds <= LARGEST_PDF_MAX_S) &&
          pdf.peakChromiumMb <= CHROMIUM_MAX_MB &&
          missing === 0,
      });
    }
  }
  return rows;
}

/** The growth per row (least squares over the sizes measured) of HTML bytes, HTML time and PDF time. */
function fitRows(sizes: SizeFigures[]): Row[] {
  const bench = REPORT_SCALING_BENCH;
  const htmls = sizes.flatMap((s) => (s.html?.status === 200 ? [{ rows: s.rows, ...s.html }] : []));
  // A print given up says only that it takes longer than its limit: only the PDFs printed are fitted.
  const pdfs = sizes.flatMap((s) => (s.pdf?.ok ? [{ rows: s.rows, seconds: s.pdf.seconds }] : []));
  const over = (n: number) => `least squares over ${n} sizes`;
  const fitted = <T extends { rows: number }>(points: T[], y: (point: T) => number) =>
    linearFit(points.map((point) => ({ x: point.rows, y: y(point) })));
  const tooFew = (n: number) => `${n} size${n === 1 ? "" : "s"} measured: too few for a fit`;

  const bytes = fitted(htmls, (h) => h.bytes);
  const htmlTime = fitted(htmls, (h) => h.seconds);
  const pdfTime = fitted(pdfs, (p) => p.seconds);
  return [
    {
      bench,
      figure: `fit: report HTML bytes per people row (${over(htmls.length)})`,
      value: Number.isNaN(bytes.slope)
        ? tooFew(htmls.length)
        : `${round(bytes.slope, 0)} B/row + ${round(bytes.intercept / 1000, 0)} kB`,
      target: `≤ 1 kB/row (${thousands(HTML_MAX_BYTES_PER_ROW)} B)`,
      met: bytes.slope <= HTML_MAX_BYTES_PER_ROW,
    },
    {
      bench,
      figure: `fit: report HTML time per people row, record cached (${over(htmls.length)})`,
      value: Number.isNaN(htmlTime.slope)
        ? tooFew(htmls.length)
        : `${round(htmlTime.slope * 1000, 2)} s per 1,000 rows + ${round(htmlTime.intercept, 2)} s`,
    },
    {
      bench,
      figure: `fit: report PDF time per people row (${over(pdfs.length)} printed)`,
      value: Number.isNaN(pdfTime.slope)
        ? tooFew(pdfs.length)
        : `${round(pdfTime.slope * 1000, 2)} s per 1,000 rows + ${round(pdfTime.intercept, 1)} s`,
    },
  ];
}

/**
 * Benchmark 18: how the report grows with a record's people. Records of 1,000, 5,000 and 10,000 people rows
 * (officers and members, built here and served by a demo registry of its own beside the dataset) are reported
 * through an app instance of its own holding the credential approved for personal details, signed in as the demo
 * analyst with the personal-data role, who states a purpose for each record: every person is shown, as the
 * issue asks. For each size: the HTML's bytes and time, the PDF's time end to end, its pages, Chromium's peak
 * private memory and whether every name is in the PDF's text; then the growth per row fitted over the sizes.
 */
export async function reportScaling(outDir: string): Promise<BenchOutcome> {
  mkdirSync(outDir, { recursive: true });
  const people = SIZES.map(peopleRecord);
  const registry = await startDemoRegistry({
    port: 0,
    records: new Map(people.map((p) => [p.regcode, p.record])),
  });
  const personal = demoCredentials.personal;
  let app: AppServer | undefined;
  try {
    app = await startAppServer(
      "report scaling",
      {
        ...benchAppEnv(registry),
        REGISTRY_API_KEY: personal.apiKey,
        REGISTRY_API_SECRET: personal.secret,
        // Each record stays cached from its first report to its PDF, however long the sizes before took:
        // every PDF is timed on a record already fetched and laid out, as in benchmark 5.
        REGISTRY_CACHE_TTL_MS: String(60 * 60_000),
        REGISTRY_CACHE_MAX_ENTRIES: "",
        REGISTRY_CACHE_MAX_MB: "",
        REPORT_PDF_TIMEOUT_MS: String(PDF_TIMEOUT_MS),
      },
      "personal",
    );
    // Wakes the instance's shared browser on the typical record, so every size is printed by a warm server.
    await timedPdf(app, demoRegcodes.amber, PDF_FETCH_TIMEOUT_MS);
    const sizes: SizeFigures[] = [];
    for (const record of people) {
      const figures: SizeFigures = { rows: record.names.length, regcode: record.regcode };
      sizes.push(figures);
      try {
        await measureSize(app, record, outDir, figures);
      } catch (error) {
        // One size failing (its record, say) still lets the others measure.
        figures.error = error instanceof Error ? error.message : String(error);
      }
    }
    const largest = Math.max(...SIZES);
    return { rows: [...sizes.flatMap((size) => sizeRows(size, largest)), ...fitRows(sizes)], data: { sizes } };
  } finally {
    await app?.stop();
    await registry.close();
  }
}
