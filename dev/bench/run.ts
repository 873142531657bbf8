/**
 * The benchmark suite (`npm run bench [-- --no-build]`): builds into .next, starts the demo
 * registry and two app instances on loopback, runs every benchmark, prints the table and writes
 * dev/bench/results/latest.{md,json}. Everything started is stopped at the end, also on failure.
 * `-- --only=auditAppend,cachedVsPing` runs just those benchmarks, starting only what they need.
 */
import path from "node:path";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./browser";
import { lighthouseScore } from "./lighthouse-score";
import { BATCH_BENCH, batchBench } from "./batch";
import { cachedVsPing } from "./cached-vs-ping";
import { coalescing } from "./coalescing";
import { firstLoadJs } from "./first-load-js";
import { frameworkReference, REFERENCE_BENCH } from "./framework-reference";
import { graphLayoutBench } from "./graph-layout";
import type { LoadOptions } from "./load-options";
import { lookupOverhead } from "./lookup-overhead";
import { MONITOR_BENCH, monitorBench } from "./monitor";
import { OWNERSHIP_BENCH, ownershipBench } from "./ownership";
import { describeMachine } from "./machine";
import { profilePage } from "./profile-page";
import { recordChangesBench, RECORD_CHANGES_BENCH } from "./record-changes";
import { reportPdf } from "./report-pdf";
import { REPORT_SCALING_BENCH, reportScaling } from "./report-scaling";
import { SCALE_OUT_BENCH, scaleOutBench } from "./scale-out";
import { STRUCTURE_WATCH_BENCH, structureWatchBench } from "./structure-watch";
import { resultsMarkdown, writeResults, type BenchOutcome, type Results, type Row } from "./results";
import { buildIfNeeded, DIST_DIR, startBenchEnv } from "./setup";
import { auditAppend } from "./audit-append";
import { signingThroughput } from "./signing-throughput";
import { storeRetrievalBench, STORE_RETRIEVAL_BENCH } from "./store-retrieval";
import { round } from "./stats";

const LOAD: LoadOptions = { concurrency: 16, warmupS: 2, rounds: 5, roundS: 2 };
/** Where the PDFs of benchmarks 5 and 18 are kept, to be looked at. */
const PDF_DIR = path.join("dev", "bench", "results", "pdf");

const stops: Array<() => Promise<void>> = [];
async function stopAll(): Promise<void> {
  for (const stop of stops.splice(0).reverse()) await stop().catch((error) => console.error("stopping:", error));
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void stopAll().finally(() => process.exit(130)));
}

const only = process.argv
  .find((arg) => arg.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",");
const selected = (...keys: string[]) => !only || keys.some((key) => only.includes(key));
const SERVER_BENCHES = [
  "coalescing",
  "lookupOverhead",
  "cachedVsPing",
  "batch",
  "scaleOut",
  "profilePage",
  "lighthouse",
  "reportPdf",
];
const BROWSER_BENCHES = ["profilePage", "lighthouse", "reportPdf"];

const rows: Row[] = [];
const data: Record<string, unknown> = {};

/** Runs one benchmark; a failure becomes a row of its own instead of ending the suite. */
async function section<T extends BenchOutcome>(bench: number, key: string, run: () => Promise<T> | T) {
  if (!selected(key)) return undefined;
  console.log(`\n[${bench}] ${key} ...`);
  try {
    const outcome = await run();
    rows.push(...outcome.rows);
    data[key] = outcome.data;
    for (const row of outcome.rows) console.log(`    ${row.figure}: ${row.value}`);
    return outcome;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`    failed: ${message}`);
    rows.push({ bench, figure: `${key} failed`, value: message.split("\n")[0].slice(0, 200), met: false });
    data[key] = { error: message };
    return undefined;
  }
}

async function main(): Promise<number> {
  const started = Date.now();
  const machine = describeMachine();
  if (selected("firstLoadJs", "reportScaling", ...SERVER_BENCHES)) buildIfNeeded(process.argv.includes("--no-build"));

  await section(6, "signing", signingThroughput);
  await section(8, "graphLayout", graphLayoutBench);
  const build = await section(7, "firstLoadJs", () => firstLoadJs(DIST_DIR));
  await section(9, "auditAppend", auditAppend);
  await section(RECORD_CHANGES_BENCH, "recordChanges", recordChangesBench);
  await section(STORE_RETRIEVAL_BENCH, "storeRetrieval", storeRetrievalBench);
  await section(MONITOR_BENCH, "monitor", monitorBench);
  await section(STRUCTURE_WATCH_BENCH, "structureWatch", structureWatchBench);
  await section(OWNERSHIP_BENCH, "ownership", ownershipBench);

  if (selected(...SERVER_BENCHES)) {
    console.log("\nstarting the demo registry and two app instances ...");
    const env = await startBenchEnv((stop) => stops.push(stop));
    // Before anything else asks the cache-on app for anything.
    await section(3, "coalescing", () => coalescing(env));
    await section(1, "lookupOverhead", () => lookupOverhead(env, LOAD));
    await section(2, "cachedVsPing", () => cachedVsPing(env, LOAD, (stop) => stops.push(stop)));
    await section(BATCH_BENCH, "batch", () => batchBench(env.registry));
    await section(SCALE_OUT_BENCH, "scaleOut", () => scaleOutBench(env.registry, LOAD, (stop) => stops.push(stop)));

    if (selected(...BROWSER_BENCHES)) {
      const browser: Browser = await launchBrowser();
      stops.push(() => browser.close());
      const pages = await section(4, "profilePage", () => profilePage(browser, env.cacheOn, env.registry));
      if (build && pages) {
        rows.push({
          bench: 7,
          figure: "cross-check: typical profile JS transferred (4) vs build first-load (7)",
          value: `${round(pages.jsBytes / 1000, 1)} kB vs ${round(build.gzipBytes / 1000, 1)} kB`,
        });
      }
      // Its own browsers, one per run: Lighthouse drives Chromium through a debugging port.
      await section(11, "lighthouse", () => lighthouseScore(env.cacheOn));
      await section(5, "reportPdf", () => reportPdf(env.cacheOn, PDF_DIR));
    }
  }
  await stopAll();
  // Its own registry and app instance, after the others have stopped: what its prints take is theirs alone.
  await section(REPORT_SCALING_BENCH, "reportScaling", () => reportScaling(PDF_DIR));
  // Alone on the machine, after the app's servers have stopped.
  await section(REFERENCE_BENCH, "reference", () => frameworkReference(LOAD, (stop) => stops.push(stop)));
  await stopAll();

  rows.sort((a, b) => a.bench - b.bench);
  const results: Results = {
    machine,
    startedAt: new Date(started).toISOString(),
    elapsedS: Math.round((Date.now() - started) / 1000),
    rows,
    data,
  };
  const dir = writeResults(results);
  console.log("\n" + resultsMarkdown(results));
  console.log(`written to ${dir}/latest.md and latest.json`);
  return rows.some((row) => row.figure.endsWith(" failed")) ? 1 : 0;
}

// Exits explicitly: a keep-alive socket left by a load generator must not hold the suite open.
main().then(
  (code) => process.exit(code),
  async (error) => {
    console.error(error);
    await stopAll();
    process.exit(1);
  },
);
