import { rmSync } from "node:fs";
import { count, gte, inArray } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/database";
import { alerts, monitoredEntities, watchedDeterminations } from "@/lib/platform/db/schema/watchlists";
import { demoCredentials } from "@/dev/demo-registry/credentials";
import type { DemoRecord } from "@/dev/demo-registry/dataset";
import { DEMO_ADVANCE_PREFIX, startDemoRegistry } from "@/dev/demo-registry/server/start-demo-registry";
import { freeRegcodes, ownershipRecord, type OwnershipRecordSpec } from "@/dev/testing/ownership-records";
import { storedRecord } from "@/lib/domain/evidence/stored-record";
import { isOwnershipDetermination } from "@/lib/domain/ownership/is-ownership-determination";
import type { OwnershipDetermination } from "@/lib/domain/ownership/ownership-types";
import { ownershipEffect } from "@/lib/domain/ownership-effect/ownership-effect";
import { parseMonitorConfig } from "@/lib/features/monitor/monitor-config";
import { parseOwnershipConfig } from "@/lib/features/ownership/ownership-config";
import { addToWatchlist } from "@/lib/features/watchlists/watchlist-store";
import type { JobQueue } from "@/lib/platform/jobs/job-queue";
import { freshDatabase, lookupOn, startMonitorQueue } from "./monitor";
import type { BenchOutcome } from "./results";
import { median, percentile, round } from "./stats";

export const STRUCTURE_WATCH_BENCH = 19;
const WATCHED = 2_000;
const UPSTREAM = 500;
/** Upstream records that change between rounds: each reaches the four watched entities it owns. */
const CHANGED = 50;
const MAX_RPS = 50;
const HOUR = 3600_000;
const ROUND_LIMIT_MS = 15 * 60_000;

/**
 * The structure: 500 upstream companies, each held by two people, 76% and 24%; 2,000 watched companies, each
 * wholly held by one of them, so every upstream record is shared by four watched entities. An upstream
 * record's next version moves 2% from one person to the other (24% → 26%): the second person becomes a
 * beneficial owner of the four entities below it.
 */
function structure() {
  const numbers = freeRegcodes(WATCHED + UPSTREAM, 40_010_000_000);
  const upstream = numbers.slice(0, UPSTREAM);
  const watched = numbers.slice(UPSTREAM);
  const recordVersions = new Map<string, DemoRecord[]>();
  let recordId = 2_000_000;
  const build = (spec: OwnershipRecordSpec) => ownershipRecord(spec, (recordId += 1));
  for (const regcode of upstream) {
    const people = (first: number) => [
      { person: { forename: "Anna", surname: `Augšēja ${regcode.slice(-4)}` }, percent: first },
      { person: { forename: "Pēteris", surname: `Augšējais ${regcode.slice(-4)}` }, percent: 100 - first },
    ];
    recordVersions.set(regcode, [build({ regcode, holders: people(76) }), build({ regcode, holders: people(74) })]);
  }
  watched.forEach((regcode, i) =>
    recordVersions.set(regcode, [build({ regcode, holders: [{ regcode: upstream[i % UPSTREAM]!, percent: 100 }] })]),
  );
  return { upstream, watched, recordVersions };
}

/** Every monitored record due now; answers how many there are. */
async function allDue(db: Database): Promise<number> {
  const due = await db
    .update(monitoredEntities)
    .set({ nextCheckAt: new Date(Date.now() - HOUR) })
    .returning({ regcode: monitoredEntities.regcode });
  return due.length;
}

/** Runs one round through the job queue: every due record queued by the schedule, waited for until all are checked. */
async function runRound(db: Database, queue: JobQueue, records: number) {
  const started = new Date();
  const t0 = performance.now();
  await queue.send("monitor-schedule");
  const checked = async () =>
    (await db.select({ n: count() }).from(monitoredEntities).where(gte(monitoredEntities.lastCheckAt, started)))[0]
      ?.n ?? 0;
  while ((await checked()) < records) {
    if (performance.now() - t0 > ROUND_LIMIT_MS) throw new Error("a round took longer than 15 minutes");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return (performance.now() - t0) / 1000;
}

async function determinationsOf(db: Database, regcodes: readonly string[]) {
  const rows = await db
    .select()
    .from(watchedDeterminations)
    .where(inArray(watchedDeterminations.regcode, [...regcodes]));
  const found = new Map<string, OwnershipDetermination>();
  for (const row of rows) if (isOwnershipDetermination(row.determination)) found.set(row.regcode, row.determination);
  return found;
}

/**
 * Benchmark 19: the structure watch. 2,000 watched entities sharing 500 upstream records (PGlite, the app's lookup
 * path with evidence and audit, the job queue, the demo registry at REGISTRY_MAX_RPS=50 with the personal
 * credential). After a first round has read every structure, (a) a round over all 2,500 records: its rate as a
 * ratio of the budget and whether any record was fetched twice; (b) 50 upstream records change and a round raises
 * the alerts on the 200 entities below them; (c) the effect computation of each of those alerts (the two kept
 * determinations compared, the risk level on both sides included), timed alone.
 */
export async function structureWatchBench(): Promise<BenchOutcome> {
  const { upstream, watched, recordVersions } = structure();
  const registry = await startDemoRegistry({ port: 0, recordVersions });
  const { opened, dir } = await freshDatabase();
  const db = opened.db;
  let queue: JobQueue | undefined;
  try {
    const due = new Date(Date.now() - HOUR);
    for (const regcode of watched) await addToWatchlist(db, "bench-analyst", { regcode }, due, HOUR, "en");
    queue = await startMonitorQueue(opened, {
      lookup: lookupOn(opened, registry, MAX_RPS, demoCredentials.personal),
      config: parseMonitorConfig({}),
      ownership: parseOwnershipConfig({}),
      registryRps: MAX_RPS,
    });

    // The first round reads every structure and keeps each watched entity's determination.
    const firstSeconds = await runRound(db, queue, watched.length);
    const records = await allDue(db);
    if (records !== WATCHED + UPSTREAM) throw new Error(`${records} records monitored, not ${WATCHED + UPSTREAM}`);

    registry.clearReceived();
    const fullSeconds = await runRound(db, queue, records);
    const fullCalls = registry.counters.requests;
    const fullRatio = fullCalls / fullSeconds / MAX_RPS;

    // Fifty upstream records change; the round after raises what that does to the entities below them.
    const changed = upstream.slice(0, CHANGED);
    for (const regcode of changed) {
      const advanced = await fetch(registry.url + DEMO_ADVANCE_PREFIX + regcode, { method: "POST" });
      await advanced.body?.cancel();
      if (advanced.status !== 200) throw new Error(`the registry did not move ${regcode} on (${advanced.status})`);
    }
    const affected = watched.filter((_, i) => i % UPSTREAM < CHANGED);
    const before = await determinationsOf(db, affected);
    await allDue(db);
    registry.clearReceived();
    const changeSeconds = await runRound(db, queue, records);
    const changeCalls = registry.counters.requests;
    const raised = await db.select({ regcode: alerts.regcode, effect: alerts.effect }).from(alerts);
    const alerted = new Set(raised.filter((alert) => alert.effect !== null).map((alert) => alert.regcode));
    const after = await determinationsOf(db, affected);

    // The effect of each alert, timed alone: the same comparison the monitor makes, on the kept determinations.
    const today = new Date().toISOString().slice(0, 10);
    const effectMs: number[] = [];
    for (const regcode of affected) {
      const was = before.get(regcode);
      const now = after.get(regcode);
      const sha256 = now?.records.find((record) => record.regcode === regcode)?.sha256;
      const record = sha256 ? await storedRecord(db, regcode, sha256) : null;
      if (!was || !now || !record || !sha256) throw new Error(`no determination or record kept for ${regcode}`);
      const side = { record, sha256 };
      const t0 = performance.now();
      const effect = ownershipEffect(was, now, { risk: { before: side, after: side, today } });
      effectMs.push(performance.now() - t0);
      if (effect.isEmpty) throw new Error(`the change upstream of ${regcode} had no effect`);
    }
    const slowestEffect = Math.max(...effectMs);
    return {
      rows: [
        {
          bench: STRUCTURE_WATCH_BENCH,
          figure: `first round: ${WATCHED} watched entities and the ${UPSTREAM} upstream records their structures share, read at REGISTRY_MAX_RPS=${MAX_RPS}`,
          value: `${round1(firstSeconds)} s`,
        },
        {
          bench: STRUCTURE_WATCH_BENCH,
          figure: `a round over all ${records} records (each upstream record shared by ${WATCHED / UPSTREAM} watched entities)`,
          value: `${round1(fullSeconds)} s, ${fullCalls} registry calls for ${records} records, ${round1(fullCalls / fullSeconds)}/s = ${round(fullRatio, 2)}× the budget`,
          target: "≥ 0.9× the budget, no record fetched twice",
          met: fullRatio >= 0.9 && fullCalls === records,
        },
        {
          bench: STRUCTURE_WATCH_BENCH,
          figure: `${CHANGED} upstream records changed: the round after, and the entities alerted`,
          value: `${round1(changeSeconds)} s, ${changeCalls} registry calls; ${alerted.size} of the ${affected.length} entities below them alerted, ${raised.length - alerted.size} alerts without an effect`,
          target: `every one of the ${affected.length} alerted, no record fetched twice`,
          met: affected.every((regcode) => alerted.has(regcode)) && changeCalls === records,
        },
        {
          bench: STRUCTURE_WATCH_BENCH,
          figure: `effect computation per alert (${effectMs.length} alerts: two determinations compared, risk level on both sides)`,
          value: `median ${round(median(effectMs), 2)} ms, p95 ${round(percentile(effectMs, 95), 2)} ms, slowest ${round(slowestEffect, 2)} ms`,
          target: "≤ 50 ms",
          met: slowestEffect <= 50,
        },
      ],
      data: {
        firstSeconds,
        fullSeconds,
        fullCalls,
        fullRatio,
        changeSeconds,
        changeCalls,
        alerted: alerted.size,
        effectMs,
      },
    };
  } finally {
    await queue?.stop();
    await registry.close();
    await opened.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const round1 = (value: number) => round(value, 1);
