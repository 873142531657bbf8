import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import type { AppServer } from "./app-server";
import { PROFILE_ENTITIES } from "./regcodes";
import type { BenchOutcome, Row } from "./results";
import { round } from "./stats";

/** Page count as pdfinfo (poppler-utils) reports it. */
function pdfPages(file: string): number {
  const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  const match = info.match(/^Pages:\s+(\d+)/m);
  if (!match) throw new Error(`pdfinfo gave no page count for ${file}`);
  return Number(match[1]);
}

async function reportRouteExists(app: Pick<AppServer, "url" | "headers">, regcode: string): Promise<boolean> {
  const response = await fetch(`${app.url}/entities/${regcode}/report`, { redirect: "manual", headers: app.headers });
  await response.arrayBuffer();
  return response.status !== 404;
}

/**
 * Benchmark 5: time to load and print the report (A4, backgrounds) for both entities, and its
 * page count. Without a report route the profile page itself is printed, and the table says so.
 */
export async function reportPdf(
  browser: Browser,
  app: Pick<AppServer, "url" | "headers">,
  outDir: string,
): Promise<BenchOutcome> {
  mkdirSync(outDir, { recursive: true });
  const hasReport = await reportRouteExists(app, PROFILE_ENTITIES[0].regcode);
  const what = hasReport ? "report" : "profile page (report route missing)";
  const rows: Row[] = [];
  const data: Record<string, unknown> = { reportRoute: hasReport };
  for (const { label, regcode } of PROFILE_ENTITIES) {
    const url = `${app.url}/entities/${regcode}${hasReport ? "/report" : ""}`;
    const file = path.join(outDir, `${label}-${regcode}.pdf`);
    // Signed in as the demo analyst: the report needs a session like every page.
    const context = await browser.newContext({ extraHTTPHeaders: app.headers });
    try {
      const page = await context.newPage();
      const started = performance.now();
      const response = await page.goto(url, { waitUntil: "load", timeout: 120_000 });
      if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
      // React reveals streamed content shortly after load (throttled), so at load the loading
      // skeleton may still be what would print; the heading is the first sign of the real content.
      await page.locator("h1").first().waitFor({ timeout: 60_000 });
      await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
      const loadedMs = performance.now() - started;
      await page.pdf({ path: file, format: "A4", printBackground: true });
      const totalMs = performance.now() - started;
      const pages = pdfPages(file);
      rows.push({
        bench: 5,
        figure: `${label} ${what} PDF: load (until shown) + print time, pages`,
        value: `${round(totalMs / 1000, 2)} s (load ${round(loadedMs / 1000, 2)} s), ${pages} pages`,
        ...(hasReport ? {} : { target: "report route", met: false }),
      });
      data[label] = { regcode, url, file, loadedMs, totalMs, pages };
    } finally {
      await context.close();
    }
  }
  return { rows, data };
}
