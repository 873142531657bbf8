import { z } from "zod";
import { untilQuiet } from "@/lib/http/interactive-activity";
import type { JobDefinition, JobQueue } from "@/lib/jobs/job-queue";
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
export function batchJobs(deps: BatchRowDeps & { concurrency: number }): JobDefinition[] {
  return [
    {
      name: BATCH_ROW,
      policy: "stately",
      concurrency: deps.concurrency,
      // pg-boss asks for runs at most once a poll: 100 every half second keeps up with a 200-a-second budget.
      batchSize: 100,
      pollingIntervalSeconds: 0.5,
      // A registry failure is a result of the row; only a database failure fails the job, to be tried again.
      retryLimit: 3,
      retryDelaySeconds: 30,
      expireInSeconds: 5 * 60,
      run: async (data) => {
        const { batchId, regcode } = rowData.parse(data);
        await untilQuiet();
        await runBatchRow(deps, batchId, regcode);
      },
    },
  ];
}
