import "server-only";
import { createHash } from "node:crypto";
import type { Page, Route } from "playwright-core";
import { AppError, type ErrorCode } from "@/lib/platform/errors/app-error";
import { appOrigin } from "@/lib/platform/http/app-origin";
import { clientAddress } from "@/lib/platform/http/client-address";
import { PRINTED_FOR_HEADER, printedForValue } from "@/lib/platform/http/printed-for";
import { SlotQueue } from "@/lib/platform/concurrency/slot-queue";
import type { Locale } from "@/lib/platform/i18n/locales";
import { processWide } from "@/lib/platform/concurrency/process-wide";
import { parsePdfConfig } from "./pdf-config";
import { pdfBrowser } from "./pdf-browser";
import { printInParts } from "./print-in-parts";
import { printPlan } from "./print-plan";
import { borrowPage, returnPage } from "./warm-pages";

/** A typical report prints in about a second: by then a turn has likely come free. */
const BUSY_RETRY_AFTER_SECONDS = 5;

const config = parsePdfConfig(process.env);
// One queue per process, however many module graphs load this file.
const queue = processWide("pdf-queue", () => new SlotQueue({ concurrency: config.concurrency, queue: config.queue }));

export interface PrintedPdf {
  bytes: Uint8Array;
  /** SHA-256 of the PDF's own bytes. */
  sha256: string;
  /** The record the report was made from, as its cover states it: its SHA-256 and retrieval time (ISO 8601). */
  recordSha256: string;
  retrievedAt: string;
}

/**
 * Prints the HTML report at `reportUrl` with the server's shared Chromium, as the requesting viewer
 * (their cookies and address are sent along) and in their `locale`, once a turn in the small queue comes
 * up; the queue is shared per `user` (see SlotQueue), so one user's many PDFs cannot keep another's out.
 * A full queue is refused at once with Retry-After; a print that takes longer than
 * REPORT_PDF_TIMEOUT_MS is abandoned.
 */
export async function printReportPdf(
  reportUrl: string,
  requestHeaders: Headers,
  locale: Locale,
  user: string,
): Promise<PrintedPdf> {
  const waiting = queue.acquire(undefined, user);
  if (!waiting) {
    throw new AppError("busy", "pdfBusy", {
      retryAfter: BUSY_RETRY_AFTER_SECONDS,
    });
  }
  const release = await waiting;
  let page: Page | undefined;
  let done = false;
  let timer: NodeJS.Timeout | undefined;
  let unroute: (() => Promise<void> | undefined) | undefined;
  try {
    const browser = await pdfBrowser(config.chromiumPath);
    const cookie = requestHeaders.get("cookie");
    const extraHTTPHeaders: Record<string, string> = {
      ...(cookie ? { cookie } : {}),
      // The language this request resolved for the analyst (account, cookie, else their browser's), stated
      // outright, so headless Chromium's own default is never taken for it.
      "accept-language": locale,
      [PRINTED_FOR_HEADER]: printedForValue(clientAddress(requestHeaders)),
      // The report comes from this very server: compressing it would only take the server's time.
      "accept-encoding": "identity",
    };
    page = await borrowPage(browser);
    // Replaces the last print's headers: the page's context sends this viewer's and no one else's.
    await page.context().setExtraHTTPHeaders(extraHTTPHeaders);
    // The viewer's cookies and the headers above go to this app only: nothing else is fetched while printing.
    const app = new URL(reportUrl).origin;
    const onlyTheApp = (route: Route) =>
      new URL(route.request().url()).origin === app ? route.continue() : route.abort("blockedbyclient");
    await page.context().route("**/*", onlyTheApp);
    unroute = () => page?.context().unroute("**/*", onlyTheApp);
    const links = { from: app, to: appOrigin(requestHeaders) };
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(
          new AppError("upstream_timeout", "pdfTimeout", {
            detail: `REPORT_PDF_TIMEOUT_MS (${config.timeoutMs} ms) passed while printing ${reportUrl}`,
          }),
        );
      }, config.timeoutMs);
    });
    const printed = await Promise.race([print(page, reportUrl, locale, links), timedOut]);
    done = true;
    return printed;
  } finally {
    clearTimeout(timer);
    const borrowed = page;
    // The answer goes out at once; the turn is given up when the page is back, ready for the next print.
    void Promise.resolve(unroute?.())
      .catch(() => undefined)
      .then(() => (borrowed ? returnPage(borrowed, done) : undefined))
      .finally(release);
  }
}

/** The report page's failure, passed on with the same status (its own page explains it to a browser). */
function reportFailure(status: number, url: string): AppError {
  const code: ErrorCode =
    status === 404 ? "not_found" : status === 503 ? "busy" : status === 504 ? "upstream_timeout" : "upstream_failure";
  return new AppError(
    code,
    { key: "pdfReportFailed", values: { status: String(status) } },
    {
      detail: `${url} answered ${status}`,
      ...(code === "busy" ? { retryAfter: BUSY_RETRY_AFTER_SECONDS } : {}),
    },
  );
}

async function print(
  page: Page,
  url: string,
  locale: Locale,
  links: { from: string; to: string },
): Promise<PrintedPdf> {
  const response = await page.goto(url, { waitUntil: "load", timeout: 0 });
  const status = response?.status() ?? 0;
  if (status !== 200) throw reportFailure(status, url);
  // The PDF's links lead where its reader can follow them: the app's public address, not the one printed from.
  await page.evaluate(({ from, to }) => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>("a[href]")) {
      if (link.getAttribute("href")?.startsWith("#")) continue;
      const target = new URL(link.href);
      if (target.origin === from) link.setAttribute("href", `${to}${target.pathname}${target.search}${target.hash}`);
    }
  }, links);
  // In one call: the cover names the record's hash and retrieval time (the PDF is kept with that retrieval),
  // and the report's size decides how it is printed.
  const { recordSha256, retrievedAt, elements } = await page.evaluate(() => {
    const cover = document.querySelector("[data-record-sha256]");
    return {
      recordSha256: cover?.getAttribute("data-record-sha256"),
      retrievedAt: cover?.getAttribute("data-retrieved-at"),
      elements: document.getElementsByTagName("*").length,
    };
  });
  const { scale, partElements } = printPlan(elements);
  const bytes = partElements
    ? await printInParts({
        page,
        url,
        partElements,
        scale,
        locale,
      })
    : await page.pdf({ preferCSSPageSize: true, printBackground: true, scale });
  return {
    bytes,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    recordSha256: recordSha256 ?? "unknown",
    retrievedAt: retrievedAt ?? "unknown",
  };
}
