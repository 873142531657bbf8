import { processWide } from "@/lib/platform/concurrency/process-wide";
import type { JobQueue } from "./job-queue";

/**
 * Where the process keeps its one job queue: instrumentation starts it, routes and pages add jobs, and
 * scripts/serve.ts stops it on shutdown from outside them all.
 */
export const jobQueueHolder = processWide<{ queue?: Promise<JobQueue> }>("job-queue", () => ({}));

/**
 * Stops the process's job queue, if it started: runs in progress may finish (for a while), the rest
 * are handed back to the queue for another instance, or this one after a restart.
 */
export async function stopJobQueue(): Promise<void> {
  const queue = await jobQueueHolder.queue?.catch(() => undefined);
  await queue?.stop();
}
