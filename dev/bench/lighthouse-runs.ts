import lighthouse, { type Result } from "lighthouse";
import { z } from "zod";
import { chromium } from "playwright-core";
import { freePort } from "@/dev/testing/free-port";

// The audits behind the score, and where the main thread's time goes.
const AUDITS = [
  "largest-contentful-paint",
  "total-blocking-time",
  "first-contentful-paint",
  "speed-index",
  "cumulative-layout-shift",
  "bootup-time",
  "mainthread-work-breakdown",
] as const;

const domElementsSchema = z.object({ items: z.array(z.object({ value: z.object({ value: z.number() }) })).min(1) });
const itemsSchema = z.object({ items: z.array(z.unknown()) });

/** The figures of one run: each audit's displayed value, the DOM size and how many scripts were called legacy. */
function auditFigures(lhr: Result): Record<string, string> {
  const figures: Record<string, string> = Object.fromEntries(
    AUDITS.map((id) => [id, lhr.audits[id]?.displayValue ?? "—"]),
  );
  const dom = domElementsSchema.safeParse(lhr.audits["dom-size-insight"]?.details);
  figures["DOM elements"] = dom.success ? String(dom.data.items[0].value.value) : "—";
  const legacy = itemsSchema.safeParse(lhr.audits["legacy-javascript-insight"]?.details);
  figures["scripts with legacy JavaScript"] = String(legacy.success ? legacy.data.items.length : 0);
  return figures;
}

export interface LighthouseRun {
  score: number;
  benchmarkIndex: number;
  audits: Record<string, string>;
}

/**
 * Runs per score, the median taken: Lighthouse's own advice for its variability. On this 2-core machine runs of
 * the typical profile within minutes read 83 to 96, and a median of three moved by as much as the target's margin.
 */
export const LIGHTHOUSE_RUNS = 5;

// Attempts per run: Lighthouse sometimes fails to record a trace (NO_NAVSTART) and asks to be run again.
const ATTEMPTS = 3;

async function lighthouseRun(url: string, headers: Record<string, string>): Promise<LighthouseRun> {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    headless: true,
    args: [`--remote-debugging-port=${port}`, "--disable-background-networking", "--disable-component-update"],
  });
  try {
    const result = await lighthouse(url, {
      port,
      logLevel: "error",
      onlyCategories: ["performance"],
      extraHeaders: headers,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error("Lighthouse returned no result");
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message} (${lhr.runtimeError.code})`);
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      audits: auditFigures(lhr),
    };
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse's performance audit of `url`, default settings (mobile, simulated throttling), in Debian's
 * Chromium (CHROMIUM_PATH to override), `count` times, each in a fresh browser. A run Lighthouse could not
 * record is made again, said so on the console, up to ATTEMPTS times.
 */
export async function lighthouseRuns(
  url: string,
  headers: Record<string, string>,
  count: number,
): Promise<LighthouseRun[]> {
  const runs: LighthouseRun[] = [];
  for (let run = 0; run < count; run++) {
    for (let attempt = 1; ; attempt++) {
      try {
        runs.push(await lighthouseRun(url, headers));
        break;
      } catch (error) {
        if (attempt >= ATTEMPTS) throw error;
        console.warn(`    Lighthouse run ${run + 1} of ${url} failed (${String(error)}); running it again`);
      }
    }
  }
  return runs;
}
