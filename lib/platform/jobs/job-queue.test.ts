import { afterEach, expect, it } from "vitest";
import { z } from "zod";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { type JobDefinition, type JobQueue, startJobQueue } from "./job-queue";

const quick = { pollingIntervalSeconds: 0.5, onError: (error: Error) => console.error(error) };

async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let waited = 0; waited < 20_000; waited += 100) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Whether no job of the queue waits or runs: every run that was queued has ended. */
async function settled(queue: JobQueue): Promise<boolean> {
  return (await queue.health()).every((job) => job.waiting === 0 && job.running === 0);
}

forEachDatabase("the job queue", (_db, opened) => {
  const started: JobQueue[] = [];
  const start = async (jobs: JobDefinition[], work = true) => {
    const queue = await startJobQueue(opened(), jobs, { ...quick, work });
    started.push(queue);
    return queue;
  };
  afterEach(async () => {
    await Promise.all(started.splice(0).map((q) => q.stop()));
  });

  it("runs a queued job once with its data, and reports it completed", async () => {
    const seen: unknown[] = [];
    const queue = await start([{ name: "echo", run: async (data) => void seen.push(data) }]);
    await queue.send("echo", { regcode: "40003510005" });
    await until(() => seen.length === 1, "the job to run");
    await until(async () => (await queue.health())[0].lastCompletedAt !== null, "the completion to be recorded");
    expect(seen).toEqual([{ regcode: "40003510005" }]);
    expect((await queue.health())[0]).toMatchObject({ name: "echo", waiting: 0, running: 0, failedLastDay: 0 });
  }, 30_000);

  it("takes each job in exactly one of two instances on one database", async () => {
    const runs: Record<string, string[]> = {};
    const job = (instance: string): JobDefinition => ({
      name: "shared",
      run: async (data) => {
        const n = String(z.object({ n: z.number() }).parse(data).n);
        (runs[n] ??= []).push(instance);
      },
    });
    const a = await start([job("a")]);
    await start([job("b")]);
    for (let n = 0; n < 20; n++) await a.send("shared", { n });
    await until(() => Object.keys(runs).length === 20, "all 20 jobs to run");
    // Nothing waiting or running: a job taken twice has been run twice by now.
    await until(() => settled(a), "the queue to empty");
    expect(Object.values(runs).every((instances) => instances.length === 1)).toBe(true);
  }, 40_000);

  it("runs a stately job once per key however often it is queued, several at a time", async () => {
    const runs: string[] = [];
    let running = 0;
    let peak = 0;
    const queue = await start([
      {
        name: "check",
        policy: "stately",
        concurrency: 3,
        run: async (data) => {
          running++;
          peak = Math.max(peak, running);
          await new Promise((resolve) => setTimeout(resolve, 300));
          runs.push(z.object({ key: z.string() }).parse(data).key);
          running--;
        },
      },
    ]);
    const keys = ["a", "b", "c", "d", "e", "f"];
    await queue.sendMany(
      "check",
      [...keys, ...keys].map((key) => ({ data: { key }, singletonKey: key })),
    );
    await until(() => runs.length === keys.length, "every key to run");
    await until(() => settled(queue), "the queue to empty");
    expect(runs.sort()).toEqual(keys);
    expect(peak).toBe(3);
  }, 40_000);

  it("keeps its slots busy across fetches: runs queued after a slow one go on while it runs", async () => {
    const quickDone: number[] = [];
    let slowDone = false;
    // The slow run lasts until the test lets it end, however long the quick ones take on a busy machine.
    let endSlow = () => {};
    const slowMayEnd = new Promise<void>((resolve) => (endSlow = resolve));
    let running = 0;
    let peak = 0;
    const queue = await start([
      {
        name: "rows",
        concurrency: 2,
        batchSize: 2,
        run: async (data) => {
          const { n } = z.object({ n: z.number() }).parse(data);
          running++;
          peak = Math.max(peak, running);
          await (n === 0 ? slowMayEnd : new Promise((resolve) => setTimeout(resolve, 50)));
          running--;
          if (n === 0) slowDone = true;
          else quickDone.push(n);
        },
      },
    ]);
    await queue.send("rows", { n: 0 });
    await until(() => running === 1, "the slow run to start");
    await queue.sendMany(
      "rows",
      [1, 2, 3, 4, 5, 6].map((n) => ({ data: { n } })),
    );
    await until(() => quickDone.length === 6, "the quick runs");
    expect(slowDone).toBe(false);
    expect(peak).toBe(2);
    endSlow();
    await until(() => slowDone, "the slow run to end");
  }, 40_000);

  it("keeps a failed job as failed once its retries are spent, for the operator to see", async () => {
    let tries = 0;
    const queue = await start([
      {
        name: "flaky",
        retryLimit: 1,
        retryDelaySeconds: 0,
        run: async () => {
          tries++;
          throw new Error("registry unavailable");
        },
      },
    ]);
    await queue.send("flaky");
    await until(async () => (await queue.health())[0].failedLastDay === 1, "the job to fail");
    expect(tries).toBe(2);
    expect((await queue.health())[0].lastFailedAt).toBeInstanceOf(Date);
  }, 40_000);

  it("only queues in a process that does not work, and another process runs what it queued", async () => {
    const seen: unknown[] = [];
    const sender = await start([{ name: "handoff", run: async () => void seen.push("sender") }], false);
    await sender.send("handoff", { n: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(seen).toEqual([]);
    expect((await sender.health())[0].waiting).toBe(1);
    await start([{ name: "handoff", run: async () => void seen.push("worker") }]);
    await until(() => seen.length === 1, "the worker to take the job");
    expect(seen).toEqual(["worker"]);
  }, 30_000);

  it("registers a job's schedule once, and removes it when the job no longer has one", async () => {
    const schedules = async () =>
      (await opened().executeSql("select name, cron, timezone from pgboss.schedule order by name")).rows;
    const daily = { name: "daily", cron: "17 3 * * *", run: async () => {} };
    await start([daily], false);
    await start([daily], false);
    expect(await schedules()).toEqual([{ name: "daily", cron: "17 3 * * *", timezone: "UTC" }]);
    await start([{ name: "daily", run: async () => {} }], false);
    expect(await schedules()).toEqual([]);
  }, 30_000);

  it("refuses to queue a job nobody defined", async () => {
    const queue = await start([], false);
    expect(() => queue.send("nothing")).toThrow('No job is called "nothing".');
  });
});
