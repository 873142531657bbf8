import type { Browser } from "playwright-core";
import type { DemoRegistry } from "@/dev/demo-registry/server/start-demo-registry";
import type { AppServer } from "./app-server";
import { collectMetrics, HEADING_WATCH, LONG_TASK_RECORDER } from "./page-metrics";
import { PROFILE_ENTITIES } from "./regcodes";
import type { BenchOutcome, Row } from "./results";
import { median, round } from "./stats";

const LOADS = 3;
const LCP_TARGET_MS: Record<(typeof PROFILE_ENTITIES)[number]["label"], number> = { typical: 800, large: 2500 };

export interface LoadMeasure {
  ttfbMs: number;
  lcpMs: number;
  lcpElement: string | null;
  /** When the entity's name (the page's h1) was first on screen. */
  headingMs: number;
  jsBytes: number;
  jsFiles: number;
  domNodes: number;
  tableRows: number;
  /** Sum of each long task's time beyond 50 ms: how long input would have waited. */
  blockingMs: number;
}

/** One visit in a fresh context, so nothing comes from the browser's cache. */
export async function loadOnce(browser: Browser, url: string, headers: Record<string, string>): Promise<LoadMeasure> {
  // The session cookie of the signed-in analyst: every page needs one.
  const context = await browser.newContext({ extraHTTPHeaders: headers });
  try {
    await context.addInitScript(LONG_TASK_RECORDER);
    await context.addInitScript(HEADING_WATCH);
    const page = await context.newPage();
    const scriptSizes: Promise<number>[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() === "script") scriptSizes.push(request.sizes().then((s) => s.responseBodySize));
    });
    const response = await page.goto(url, { waitUntil: "load", timeout: 90_000 });
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
    // Chunks fetched right after load (lazy parts) still count as JS this visit transferred.
    await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
    const metrics = await collectMetrics(page);
    const sizes = await Promise.all(scriptSizes);
    return {
      ttfbMs: metrics.ttfb ?? NaN,
      lcpMs: metrics.lcp ?? NaN,
      lcpElement: metrics.lcpElement,
      headingMs: metrics.headingShown ?? NaN,
      jsBytes: sizes.reduce((sum, size) => sum + size, 0),
      jsFiles: sizes.length,
      domNodes: metrics.domNodes,
      tableRows: metrics.tableRows,
      blockingMs: metrics.longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
    };
  } finally {
    await context.close();
  }
}

type NumericKey = { [K in keyof LoadMeasure]: LoadMeasure[K] extends number ? K : never }[keyof LoadMeasure];
const medianOf = (loads: LoadMeasure[], key: NumericKey) => median(loads.map((load) => load[key]));

/**
 * Benchmark 4: the profile page of a typical and of the very large entity on the cache-on app.
 * The first visit is a warm-up (registry call, first render) and is reported apart from the median.
 * Registry calls during the measured visits show whether a repeat view is served from the cache.
 */
export async function profilePage(
  browser: Browser,
  app: Pick<AppServer, "url" | "headers">,
  registry: DemoRegistry,
): Promise<BenchOutcome & { jsBytes: number }> {
  const rows: Row[] = [];
  const data: Record<string, unknown> = {};
  let typicalJsBytes = NaN;
  for (const { label, regcode } of PROFILE_ENTITIES) {
    const url = `${app.url}/entities/${regcode}`;
    const cold = await loadOnce(browser, url, app.headers);
    registry.clearReceived();
    const loads: LoadMeasure[] = [];
    for (let i = 0; i < LOADS; i++) loads.push(await loadOnce(browser, url, app.headers));
    const upstream = registry.received.map((request) => request.target.split("/").at(-1));
    const upstreamLookups = upstream.filter((last) => last === regcode).length;
    const upstreamOther = upstream.length - upstreamLookups;
    const lcp = medianOf(loads, "lcpMs");
    const target = LCP_TARGET_MS[label];
    const jsBytes = medianOf(loads, "jsBytes");
    if (label === "typical") typicalJsBytes = jsBytes;
    const name = `${label} profile (${regcode})`;
    rows.push(
      { bench: 4, figure: `${name}: TTFB, median of ${LOADS}`, value: `${round(medianOf(loads, "ttfbMs"), 0)} ms` },
      {
        bench: 4,
        figure: `${name}: LCP, median of ${LOADS}`,
        value: `${round(lcp, 0)} ms (element: ${loads.map((load) => load.lcpElement ?? "none").join(", ")})`,
        target: `< ${target} ms`,
        met: lcp < target,
      },
      {
        bench: 4,
        figure: `${name}: the entity's name on screen, median of ${LOADS}`,
        value: `${round(medianOf(loads, "headingMs"), 0)} ms`,
      },
      {
        bench: 4,
        figure: `${name}: JS transferred`,
        value: `${round(jsBytes / 1000, 1)} kB in ${medianOf(loads, "jsFiles")} files`,
      },
      {
        bench: 4,
        figure: `${name}: DOM nodes`,
        value: `${medianOf(loads, "domNodes")} (${medianOf(loads, "tableRows")} table rows)`,
      },
      {
        bench: 4,
        figure: `${name}: registry calls during the ${LOADS} measured visits`,
        value: `${upstreamLookups} lookups, ${upstreamOther} other`,
      },
      {
        bench: 4,
        figure: `${name}: main-thread blocking (long tasks)`,
        value: `${round(medianOf(loads, "blockingMs"), 0)} ms`,
      },
      {
        bench: 4,
        figure: `${name}: first (warm-up) visit TTFB / LCP`,
        value: `${round(cold.ttfbMs, 0)} / ${round(cold.lcpMs, 0)} ms`,
      },
    );
    data[label] = { regcode, cold, loads, upstreamLookups, upstreamOther };
  }
  return { rows, data, jsBytes: typicalJsBytes };
}
