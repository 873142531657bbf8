import { createHash } from "node:crypto";
import { afterEach, expect, it } from "vitest";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { type JobQueue, startJobQueue } from "@/lib/platform/jobs/job-queue";
import { storeRetrieval } from "@/lib/domain/evidence/store-retrieval";
import { retrievals } from "@/lib/platform/db/schema/evidence";
import { retentionJob } from "./retention-job";

forEachDatabase("the retention job", (database, opened) => {
  let queue: JobQueue | undefined;
  afterEach(async () => {
    await queue?.stop();
  });

  it("runs daily from the queue and removes retrievals older than the retention period", async () => {
    const bytes = new TextEncoder().encode('{"registration_number":"40003510005"}');
    const stored = {
      regcode: "40003510005",
      bytes,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      url: "https://registry.example/legal/40003510005",
      credential: "Test",
      actor: null,
      reason: "api",
    };
    await storeRetrieval(database(), { ...stored, retrievedAt: new Date("2020-01-01T00:00:00Z") });
    await storeRetrieval(database(), { ...stored, retrievedAt: new Date("2026-11-01T00:00:00Z") });
    const logged: object[] = [];
    const job = retentionJob(
      async () => database(),
      5,
      { info: (facts) => void logged.push(facts) },
      () => new Date("2026-11-23T03:17:00Z"),
    );
    expect(job.cron).toBe("17 3 * * *");
    queue = await startJobQueue(opened(), [job], { work: true, pollingIntervalSeconds: 0.5, onError: () => {} });
    await queue.send(job.name);
    for (let waited = 0; waited < 20_000 && logged.length === 0; waited += 100)
      await new Promise((r) => setTimeout(r, 100));
    expect(logged).toEqual([expect.objectContaining({ event: "retention-purge", years: 5, retrievals: 1, blobs: 0 })]);
    const left = await database().select({ at: retrievals.retrievedAt }).from(retrievals);
    expect(left.map((r) => r.at.toISOString())).toEqual(["2026-11-01T00:00:00.000Z"]);
  }, 40_000);
});
