import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, isNotNull } from "drizzle-orm";
import { MemoryLruStore } from "@/lib/platform/cache/memory-lru-store";
import type { OpenDatabase } from "@/lib/platform/db/database";
import { openDatabase } from "@/lib/platform/db/open-database";
import { user } from "@/lib/platform/db/schema/auth";
import { monitoredEntities } from "@/lib/platform/db/schema/watchlists";
import { type DemoCredential, demoCredentials } from "@/dev/demo-registry/credentials";
import { allDemoRegcodes, demoRegcodes } from "@/dev/demo-registry/dataset";
import {
  DEMO_ADVANCE_PREFIX,
  type DemoRegistry,
  startDemoRegistry,
} from "@/dev/demo-registry/server/start-demo-registry";
import { isRegcode } from "@/lib/registry/regcode/regcode";
import { startJobQueue, type JobQueue } from "@/lib/platform/jobs/job-queue";
import { createLookupService } from "@/lib/domain/lookup/lookup-service";
import { checkEntity } from "@/lib/features/monitor/check-entity";
import { parseMonitorConfig } from "@/lib/features/monitor/monitor-config";
import { type MonitorDeps, monitorJobs } from "@/lib/features/monitor/monitor-jobs";
import { MONITOR_ACTOR } from "@/lib/features/monitor/monitor-actor";
import { cachedLegalLookup } from "@/lib/registry/client/cached-legal-lookup";
import { parseRegistryConfig } from "@/lib/registry/client/registry-config";
import { createRegistryClient } from "@/lib/registry/client/registry-client";
import { addToWatchlist } from "@/lib/features/watchlists/watchlist-store";
import type { BenchOutcome } from "./results";
import { median, round } from "./stats";

export const MONITOR_BENCH = 13;
const WATCHED = 2_000;
const MAX_RPS = 50;
const HOUR = 3600_000;

/** The app's lookup path (cache, evidence, audit) on this database and registry, as one instance has it. */
export function lookupOn(
  opened: OpenDatabase,
  registry: DemoRegistry,
  maxRps: number,
  credential: DemoCredential = demoCredentials.standard,
) {
  const client = createRegistryClient(
    parseRegistryConfig({
      REGISTRY_BASE_URL: registry.url,
      REGISTRY_API_KEY: credential.apiKey,
      REGISTRY_API_SECRET: credential.secret,
      REGISTRY_MAX_RPS: String(maxRps),
    }),
  );
  return createLookupService({
    db: async () => opened.db,
    lookupLegalEntity: cachedLegalLookup(client, {
      records: new MemoryLruStore({ maxEntries: 500, maxSize: 256 * 1024 * 1024 }),
      ttlMs: 60_000,
      notFound: new MemoryLruStore({ maxEntries: 10_000, maxSize: 10_000 }),
      notFoundTtlMs: 60_000,
    }),
    credentialName: async () => credential.name,
  });
}

/**
 * The monitor's jobs on a queue of their own over this database, working: as an instance runs them, with no
 * webhook, and no case opened by an alert (no entity in a benchmark has an approved case).
 */
export async function startMonitorQueue(
  opened: OpenDatabase,
  deps: Pick<MonitorDeps, "lookup" | "config" | "registryRps" | "ownership">,
): Promise<JobQueue> {
  const holder: { queue?: JobQueue } = {};
  const queue = await startJobQueue(
    opened,
    monitorJobs({
      ...deps,
      db: async () => opened.db,
      queue: async () => {
        if (!holder.queue) throw new Error("the queue has not started");
        return holder.queue;
      },
      appUrl: undefined,
      log: { warn: () => undefined },
      openCase: () => Promise.reject(new Error("no case is opened here")),
    }),
    { work: true, pollingIntervalSeconds: 0.5, onError: (error) => console.error(error) },
  );
  holder.queue = queue;
  return queue;
}

/** Valid registration numbers: every demo record first, then numbers the registry does not know. */
function watchedNumbers(n: number): string[] {
  const numbers = new Set(allDemoRegcodes());
  for (let candidate = 40_009_000_000; numbers.size < n; candidate++) {
    if (isRegcode(String(candidate))) numbers.add(String(candidate));
  }
  return [...numbers].slice(0, n);
}

export async function freshDatabase() {
  const dir = mkdtempSync(path.join(tmpdir(), "rl-bench-monitor-"));
  const opened = await openDatabase({ kind: "pglite", dataDir: path.join(dir, "data") });
  await opened.db.insert(user).values({ id: "bench-analyst", name: "Bench", email: "bench@example.lv" });
  return { opened, dir };
}

/**
 * Benchmark 13: the monitor. (a) 2,000 watched numbers, all due, checked through the job queue (PGlite,
 * the app's lookup path with evidence and audit) against the demo registry at REGISTRY_MAX_RPS=50: wall
 * time, the achieved rate as a ratio of the budget, and the process's peak memory. (b) The time from a
 * change becoming visible in the registry to its alert, with "Check now" (the check it runs, in process).
 */
export async function monitorBench(): Promise<BenchOutcome> {
  const registry = await startDemoRegistry({ port: 0 });
  const { opened, dir } = await freshDatabase();
  let queue: JobQueue | undefined;
  try {
    const numbers = watchedNumbers(WATCHED);
    const due = new Date(Date.now() - 2 * HOUR);
    for (const regcode of numbers) await addToWatchlist(opened.db, "bench-analyst", { regcode }, due, HOUR, "en");
    const config = parseMonitorConfig({});
    queue = await startMonitorQueue(opened, {
      lookup: lookupOn(opened, registry, MAX_RPS),
      config,
      registryRps: MAX_RPS,
    });
    registry.clearReceived();
    let peakRss = process.memoryUsage().rss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 200);
    const started = performance.now();
    await queue.send("monitor-schedule");
    const checked = async () =>
      (
        await opened.db.select({ n: count() }).from(monitoredEntities).where(isNotNull(monitoredEntities.lastCheckAt))
      )[0]?.n ?? 0;
    while ((await checked()) < numbers.length) {
      if (performance.now() - started > 15 * 60_000) throw new Error("the checks took longer than 15 minutes");
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const calls = registry.counters.requests;
    const ratio = calls / seconds / MAX_RPS;
    const known = allDemoRegcodes().length;

    const latencies = await checkNowLatencies();
    return {
      rows: [
        {
          bench: MONITOR_BENCH,
          figure: `${WATCHED} watched numbers checked at REGISTRY_MAX_RPS=${MAX_RPS} (${known} demo records, the rest unknown to the registry), ${config.concurrency} at a time`,
          value: `${round(seconds, 1)} s, ${calls} registry calls, ${round(calls / seconds, 1)}/s = ${round(ratio, 2)}× the budget; peak memory ${round(peakRss / 1024 ** 2, 0)} MB`,
          target: "≥ 0.9× the budget",
          met: ratio >= 0.9,
        },
        {
          bench: MONITOR_BENCH,
          figure: `change visible in the registry → its alert, with Check now (${latencies.length} changes of ${demoRegcodes.amber})`,
          value: `median ${round(median(latencies), 0)} ms, slowest ${round(Math.max(...latencies), 0)} ms`,
          target: "< 2 s",
          met: Math.max(...latencies) < 2000,
        },
      ],
      data: { seconds, calls, ratio, peakRssBytes: peakRss, latenciesMs: latencies },
    };
  } finally {
    await queue?.stop();
    await registry.close();
    await opened.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each version of the typical showcase entity made visible, then checked at once as "Check now" does. */
async function checkNowLatencies(): Promise<number[]> {
  const registry = await startDemoRegistry({ port: 0 });
  const { opened, dir } = await freshDatabase();
  try {
    const deps = { db: async () => opened.db, lookup: lookupOn(opened, registry, 5), intervalMs: 24 * HOUR };
    const how = { actor: MONITOR_ACTOR, background: false };
    await addToWatchlist(
      opened.db,
      "bench-analyst",
      { regcode: demoRegcodes.amber },
      new Date(),
      deps.intervalMs,
      "en",
    );
    await checkEntity(deps, demoRegcodes.amber, how);
    const latencies: number[] = [];
    for (;;) {
      const advanced = await fetch(registry.url + DEMO_ADVANCE_PREFIX + demoRegcodes.amber, { method: "POST" });
      await advanced.body?.cancel();
      if (advanced.status !== 200) break;
      const started = performance.now();
      const result = await checkEntity(deps, demoRegcodes.amber, how);
      if (result.alerts.length === 0) throw new Error(`a change made no alert (${result.outcome})`);
      latencies.push(performance.now() - started);
    }
    return latencies;
  } finally {
    await registry.close();
    await opened.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
