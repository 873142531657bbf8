import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { listAuditEvents } from "@/lib/domain/audit/list-audit-events";
import { MemoryLruStore } from "@/lib/platform/cache/memory-lru-store";
import { user } from "@/lib/platform/db/schema/auth";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { demoCredentials } from "@/dev/demo-registry/credentials";
import { allDemoRegcodes } from "@/dev/demo-registry/dataset";
import { type DemoRegistry, startDemoRegistry } from "@/dev/demo-registry/server/start-demo-registry";
import { type JobQueue, startJobQueue } from "@/lib/platform/jobs/job-queue";
import { createLookupService } from "@/lib/domain/lookup/lookup-service";
import { cachedLegalLookup } from "@/lib/registry/client/cached-legal-lookup";
import { parseRegistryConfig } from "@/lib/registry/client/registry-config";
import { createRegistryClient } from "@/lib/registry/client/registry-client";
import { addToWatchlist } from "@/lib/features/watchlists/watchlist-store";
import { parseMonitorConfig } from "./monitor-config";
import { monitorJobs } from "./monitor-jobs";

let demo: DemoRegistry;
beforeAll(async () => {
  demo = await startDemoRegistry({ port: 0 });
});
afterAll(() => demo.close());

const HOUR = 3600_000;

forEachDatabase("monitoring jobs", (database, opened) => {
  const queues: JobQueue[] = [];
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((q) => q.stop()));
  });

  /** One app instance's job queue: its own registry client and cache, the shared database. */
  async function instance(): Promise<JobQueue> {
    const client = createRegistryClient(
      parseRegistryConfig({
        REGISTRY_BASE_URL: demo.url,
        REGISTRY_API_KEY: demoCredentials.standard.apiKey,
        REGISTRY_API_SECRET: demoCredentials.standard.secret,
        REGISTRY_MAX_RPS: "200",
      }),
    );
    const lookup = createLookupService({
      db: async () => database(),
      lookupLegalEntity: cachedLegalLookup(client, {
        records: new MemoryLruStore({ maxEntries: 100, maxSize: 1e9 }),
        ttlMs: 60_000,
        notFound: new MemoryLruStore({ maxEntries: 100, maxSize: 100 }),
        notFoundTtlMs: 60_000,
      }),
      credentialName: async () => "Demo — standard access",
    });
    const started: { queue?: JobQueue } = {};
    const jobs = monitorJobs({
      db: async () => database(),
      lookup,
      config: { ...parseMonitorConfig({ MONITOR_INTERVAL_HOURS: "1" }), concurrency: 4 },
      registryRps: 1000,
      queue: async () => {
        if (!started.queue) throw new Error("the queue has not started");
        return started.queue;
      },
      appUrl: undefined,
      log: { warn: () => undefined },
      // No entity here has an approved case: no alert opens one.
      openCase: () => Promise.reject(new Error("no case is opened here")),
    });
    started.queue = await startJobQueue(opened(), jobs, {
      work: true,
      pollingIntervalSeconds: 0.5,
      onError: () => undefined,
    });
    queues.push(started.queue);
    return started.queue;
  }

  it("checks each due number once, with two instances on one database each queueing the schedule", async () => {
    await database().insert(user).values({ id: "u-ieva", name: "Ieva", email: "ieva@example.lv" });
    const watched = allDemoRegcodes().slice(0, 20);
    // Added an hour ago: every first check is due by now.
    const then = new Date(Date.now() - HOUR);
    for (const regcode of watched) await addToWatchlist(database(), "u-ieva", { regcode }, then, HOUR, "en");
    const [a, b] = [await instance(), await instance()];
    // Both instances run the schedule at once, as two processes whose minute came together.
    await Promise.all([a.send("monitor-schedule"), b.send("monitor-schedule"), a.send("monitor-schedule")]);
    // The checks, not the lookups of records new to a watched structure that first checks make.
    const checked = async () =>
      (await listAuditEvents(database(), { event: "lookup" }, 1000)).filter(
        (e) => e.details.reason === "monitor" && e.details.structureOf === undefined,
      );
    for (let waited = 0; (await checked()).length < watched.length && waited < 30_000; waited += 250)
      await new Promise((resolve) => setTimeout(resolve, 250));
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const counts = new Map<string, number>();
    for (const event of await checked()) {
      const regcode = String(event.details.regcode);
      counts.set(regcode, (counts.get(regcode) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([...watched].sort());
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  }, 60_000);
});
