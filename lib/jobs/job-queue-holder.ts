import type { JobQueue } from "./job-queue";

/**
 * Where the process keeps its one job queue: on globalThis, as instrumentation, route handlers and pages
 * are separate module graphs, and scripts/serve.ts stops it on shutdown from outside them all.
 */
export const jobQueueHolder = globalThis as typeof globalThis & { registryLensJobs?: Promise<JobQueue> };

/**
 * Stops the process's job queue, if it started: runs in progress may finish (for a while), the rest
 * are handed back to the queue for another instance, or this one after a restart.
 */
export async function stopJobQueue(): Promise<void> {
  const queue = await jobQueueHolder.registryLensJobs?.catch(() => undefined);
  await queue?.stop();
}
