import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { alternateLoad, type LoadSide } from "./alternate-load";
import { type ServerProcess, startServerProcess } from "./app-server";
import { LIGHTHOUSE_RUNS, lighthouseRuns } from "./lighthouse-runs";
import { httpLoad, pairedRatio } from "./load";
import type { LoadOptions } from "./load-options";
import { loadRows } from "./load-rows";
import type { BenchOutcome } from "./results";
import { buildIfNeeded, NEXT_BIN } from "./setup";
import { median, round } from "./stats";

export const REFERENCE_BENCH = 16;
const SOURCE_DIR = path.join("dev", "bench", "reference-app");
let builtDir: string | undefined;

/** The reference app copied to a temporary folder and built there, once a run: benchmarks 2 and 16 share it. */
function referenceBuild(): string {
  if (builtDir) return builtDir;
  const appDir = mkdtempSync(path.join(tmpdir(), "registry-lens-reference-"));
  // Kept until the run ends, past the stops between benchmarks.
  process.once("exit", () => rmSync(appDir, { recursive: true, force: true }));
  // A build made in place by hand stays behind.
  cpSync(SOURCE_DIR, appDir, { recursive: true, filter: (source) => path.basename(source) !== ".next" });
  symlinkSync(path.resolve("node_modules"), path.join(appDir, "node_modules"));
  buildIfNeeded(false, appDir);
  builtDir = appDir;
  return appDir;
}

/**
 * Serves the reference app (`next start`, nothing of the app in it) on a free loopback port: its /api/floor is a
 * constant answer with no proxy in front, the framework's floor.
 */
export async function startReferenceApp(track: (stop: () => Promise<void>) => void): Promise<ServerProcess> {
  const server = await startServerProcess("reference", [NEXT_BIN, "start", referenceBuild()], {}, "/api/floor");
  track(server.stop);
  return server;
}

/**
 * Benchmark 16: the framework the app is built on with nothing of the app in it (dev/bench/reference-app, built
 * afresh in a temporary folder and served by `next start`): a constant answer beside the same answer through
 * a proxy that does nothing and from an address with a [segment], alternating in rounds as benchmark 2 does, and
 * Lighthouse's score of a page holding a heading and a sentence, as benchmark 11 takes it. What any proxy and any
 * page of the framework cost on this machine, and a route like the lookup's, to read benchmarks 2 and 11 against.
 */
export async function frameworkReference(
  options: LoadOptions,
  track: (stop: () => Promise<void>) => void,
): Promise<BenchOutcome> {
  const server = await startReferenceApp(track);
  const side =
    (route: string): LoadSide =>
    (durationS) =>
      httpLoad({ baseUrl: server.url, paths: [route], connections: options.concurrency, durationS });
  const [floor, ping, segment] = await alternateLoad(
    [side("/api/floor"), side("/api/ping"), side("/api/floor/40003510005")],
    options,
  );
  const runs = await lighthouseRuns(`${server.url}/`, {}, LIGHTHOUSE_RUNS);
  const score = median(runs.map((run) => run.score));
  const middle = runs.find((run) => run.score === score) ?? runs[0];
  const proxyRatio = pairedRatio(ping, floor);
  const segmentRatio = pairedRatio(segment, floor);
  return {
    rows: [
      ...loadRows(REFERENCE_BENCH, "framework alone: constant answer, no proxy", floor),
      ...loadRows(REFERENCE_BENCH, "framework alone: the same answer through a proxy that does nothing", ping),
      {
        bench: REFERENCE_BENCH,
        figure: "framework alone: empty proxy ÷ no proxy throughput (compare benchmark 2's ping ÷ floor)",
        value: `${round(proxyRatio, 2)}×`,
      },
      ...loadRows(REFERENCE_BENCH, "framework alone: the same answer from an address with a [segment]", segment),
      {
        bench: REFERENCE_BENCH,
        figure: "framework alone: [segment] ÷ static address throughput (compare benchmark 2's cached ÷ ping)",
        value: `${round(segmentRatio, 2)}×`,
      },
      {
        bench: REFERENCE_BENCH,
        figure: `framework alone: Lighthouse performance of a bare page, mobile, median of ${LIGHTHOUSE_RUNS} (compare benchmark 11)`,
        value: `${score} (runs: ${runs.map((run) => run.score).join(", ")}); ${middle.audits["total-blocking-time"]} blocking, LCP ${middle.audits["largest-contentful-paint"]}`,
      },
    ],
    data: { options, floor, ping, segment, proxyRatio, segmentRatio, lighthouse: runs },
  };
}
