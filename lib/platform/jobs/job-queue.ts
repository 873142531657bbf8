import PgBoss from "pg-boss";
import { z } from "zod";
import { concurrencyLimit } from "@/lib/platform/concurrency/concurrency-limit";
import type { OpenDatabase } from "@/lib/platform/db/database";

/** A kind of background work: its name, how to do one piece of it, and whether it also runs by itself. */
export interface JobDefinition {
  name: string;
  run: (data: unknown) => Promise<void>;
  /** A cron expression in UTC: the job then also runs on that schedule, once across every instance. */
  cron?: string;
  /** Failed runs are tried again this many times, waiting longer each time. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** How long one run may take before it counts as failed (and is retried). */
  expireInSeconds?: number;
  /** Runs of this job one working process does at once (default 1). */
  concurrency?: number;
  /**
   * Runs taken from the queue at a time (default: `concurrency`). pg-boss polls at most once per polling
   * interval, so a job run many times a second needs batches of about its rate times that interval.
   */
  batchSize?: number;
  /** How often an idle worker asks for runs of this job (default: the queue's, 2 s). */
  pollingIntervalSeconds?: number;
  /**
   * "stately": per singleton key, at most one run waiting and one running, however often it is queued
   * (a watched number is checked once even if two schedules queue it). Default: every queued run runs.
   */
  policy?: "standard" | "stately";
}

/** What an operator needs to see of one kind of job: is work piling up, and did it last succeed or fail. */
export interface QueueHealth {
  name: string;
  waiting: number;
  running: number;
  failedLastDay: number;
  lastCompletedAt: Date | null;
  lastFailedAt: Date | null;
}

export interface JobQueue {
  /** Queues one run; with a singleton key, a run already waiting under that key is not queued twice. */
  send(name: string, data?: object, options?: { singletonKey?: string; startAfter?: Date }): Promise<string | null>;
  /** Queues many runs of one job in one statement (a schedule's worth of checks). */
  sendMany(name: string, runs: ReadonlyArray<{ data: object; singletonKey?: string }>): Promise<void>;
  health(): Promise<QueueHealth[]>;
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  /** Whether this process runs jobs, or only queues them for the processes that do. */
  work: boolean;
  onError: (error: Error) => void;
  pollingIntervalSeconds?: number;
}

const STOP_TIMEOUT_MS = 10_000;
const FETCH_LOOPS = 2;

/**
 * Runs of a lookup job (monitor checks, batch rows) an instance takes from the queue at once: about a second
 * of the registry budget, at least one per worker, at most 50. A poll every half second then keeps up with
 * the budget, and what a dead instance held is little and done well within its expiry.
 */
export function lookupsPerFetch(concurrency: number, registryRps: number): number {
  return Math.min(50, Math.max(concurrency, Math.ceil(registryRps)));
}

/** How long a lookup job may run before it counts as lost (its instance died) and is handed to another. */
export const LOOKUP_JOB_EXPIRY_SECONDS = 60;
const MAINTENANCE_SECONDS = 30;

// The queue keeps its tables in a schema of its own, beside the app's.
const SCHEMA = "pgboss";

/**
 * The job queue on the app's own database (pg-boss): jobs survive restarts, and with several
 * instances on one PostgreSQL each queued or scheduled run is taken by exactly one of them.
 */
export async function startJobQueue(
  database: Pick<OpenDatabase, "executeSql">,
  jobs: readonly JobDefinition[],
  options: JobQueueOptions,
): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: SCHEMA,
    // How often runs past their expiry (their instance died) are failed back to the queue, across instances.
    maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
  });
  boss.on("error", options.onError);
  await boss.start();
  for (const job of jobs) {
    const settings = {
      retryLimit: job.retryLimit ?? 3,
      retryDelay: job.retryDelaySeconds ?? 60,
      retryBackoff: true,
      expireInSeconds: job.expireInSeconds ?? 15 * 60,
      policy: job.policy ?? "standard",
    };
    await boss.createQueue(job.name, { name: job.name, ...settings });
    await boss.updateQueue(job.name, { name: job.name, ...settings });
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: "UTC" });
    else await boss.unschedule(job.name);
    if (options.work) {
      const polling = { pollingIntervalSeconds: job.pollingIntervalSeconds ?? options.pollingIntervalSeconds ?? 2 };
      const concurrency = job.concurrency ?? 1;
      const batchSize = job.batchSize ?? concurrency;
      const slots = concurrencyLimit(concurrency);
      // Each run succeeds or fails on its own: a failed one is failed now (and retried as set), and pg-boss
      // then completes only the runs still active.
      const runOne = async (one: PgBoss.Job<unknown>): Promise<void> => {
        const failed = await job.run(one.data).then(
          () => undefined,
          (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
        );
        if (failed) {
          options.onError(failed);
          await boss.fail(job.name, one.id, { message: failed.message });
        }
      };
      // Two fetch loops share the slots: a loop waits for all its runs and pg-boss's completing of them
      // before it fetches again, and meanwhile the other's runs take the slots it frees. With one loop,
      // the slots stood idle at the end of every fetch, a tenth of a batch's registry budget unused. A job
      // with one slot keeps one loop: a second would only hold a run waiting, its expiry running.
      for (let loop = 0; loop < Math.min(FETCH_LOOPS, concurrency); loop++) {
        await boss.work(job.name, { ...polling, batchSize }, (batch) =>
          Promise.all(batch.map((one) => slots(() => runOne(one)))),
        );
      }
    }
  }
  const known = new Set(jobs.map((j) => j.name));
  return {
    send(name, data = {}, sendOptions = {}) {
      if (!known.has(name)) throw new Error(`No job is called "${name}".`);
      return boss.send(name, data, sendOptions);
    },
    async sendMany(name, runs) {
      if (!known.has(name)) throw new Error(`No job is called "${name}".`);
      if (runs.length > 0) await boss.insert(runs.map((run) => ({ name, ...run })));
    },
    health: () => queueHealth(database, [...known]),
    // Runs in progress get a few seconds to finish; any left are failed back to the queue, to be retried.
    stop: () => boss.stop({ graceful: true, wait: true, close: false, timeout: STOP_TIMEOUT_MS }),
  };
}

const healthRow = z.object({
  name: z.string(),
  waiting: z.coerce.number(),
  running: z.coerce.number(),
  failed: z.coerce.number(),
  last_completed: z.coerce.date().nullable(),
  last_failed: z.coerce.date().nullable(),
});

async function queueHealth(database: Pick<OpenDatabase, "executeSql">, names: string[]): Promise<QueueHealth[]> {
  const { rows } = await database.executeSql(
    `select name,
            count(*) filter (where state in ('created', 'retry'))::int as waiting,
            count(*) filter (where state = 'active')::int as running,
            count(*) filter (where state = 'failed' and completed_on > now() - interval '1 day')::int as failed,
            max(completed_on) filter (where state = 'completed') as last_completed,
            max(completed_on) filter (where state = 'failed') as last_failed
       from ${SCHEMA}.job where name = any($1) group by name`,
    [names],
  );
  const found = new Map(rows.map((row) => healthRow.parse(row)).map((row) => [row.name, row]));
  return names.map((name) => {
    const row = found.get(name);
    return {
      name,
      waiting: row?.waiting ?? 0,
      running: row?.running ?? 0,
      failedLastDay: row?.failed ?? 0,
      lastCompletedAt: row?.last_completed ?? null,
      lastFailedAt: row?.last_failed ?? null,
    };
  });
}
