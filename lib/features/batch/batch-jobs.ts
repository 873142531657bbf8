import { z } from "zod";
import { untilQuiet } from "@/lib/platform/concurrency/interactive-activity";
import {
  type JobDefinition,
  type JobQueue,
  LOOKUP_JOB_EXPIRY_SECONDS,
  lookupsPerFetch,
} from "@/lib/platform/jobs/job-queue";
import { type BatchRowDeps, runBatchRow } from "./run-batch-row";

export const BATCH_ROW = "batch-row";

/** Queues the lookups of these numbers of a batch, each once however often it is queued. */
export function queueBatchRows(queue: JobQueue, batchId: number, regcodes: readonly string[]): Promise<void> {
  return queue.sendMany(
    BATCH_ROW,
    regcodes.map((regcode) => ({ data: { batchId, regcode }, singletonKey: `${batchId}:${regcode}` })),
  );
}

const rowData = z.object({ batchId: z.number().int(), regcode: z.string() });

/**
 * Batches as jobs in the app's database: each number a job, so a batch survives restarts and is shared
 * by every instance; `concurrency` at a time per instance, as background work inside the registry budget.
 */
export function batchJobs(deps: BatchRowDeps & { concurrency: number; registryRps: number }): JobDefinition[] {
  return [
    {
      name: BATCH_ROW,
      policy: "stately",
      concurrency: deps.concurrency,
      batchSize: lookupsPerFetch(deps.concurrency, deps.registryRps),
      pollingIntervalSeconds: 0.5,
      // A registry failure is a result of the row; only a database failure (or a lost instance) fails the job,
      // to be tried again soon.
      retryLimit: 3,
      retryDelaySeconds: 5,
      expireInSeconds: LOOKUP_JOB_EXPIRY_SECONDS,
      run: async (data) => {
        const { batchId, regcode } = rowData.parse(data);
        await untilQuiet();
        await runBatchRow(deps, batchId, regcode);
      },
    },
  ];
}
