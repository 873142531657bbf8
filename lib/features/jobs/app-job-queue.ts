import { configuredAppUrl } from "@/lib/platform/http/app-origin";
import "server-only";
import { z } from "zod";
import { db, openAppDatabase } from "@/lib/platform/db/db";
import { auditAnchorJob, anchorWriter } from "@/lib/domain/audit/audit-anchor-job";
import { auditChainKey } from "@/lib/domain/audit/audit-chain-key";
import { parseAuditConfig } from "@/lib/domain/audit/audit-config";
import { parseBatchConfig } from "@/lib/features/batch/batch-config";
import { parseRiskConfig } from "@/lib/domain/cases/risk-model";
import { batchJobs } from "@/lib/features/batch/batch-jobs";
import { logger } from "@/lib/platform/log/logger";
import { lookupEntity } from "@/lib/domain/lookup/lookup-entity";
import { parseMonitorConfig } from "@/lib/features/monitor/monitor-config";
import { monitorJobs } from "@/lib/features/monitor/monitor-jobs";
import { parseOwnershipConfig } from "@/lib/features/ownership/ownership-config";
import { parseRegistryConfig } from "@/lib/registry/client/registry-config";
import { parseRetentionConfig } from "@/lib/features/retention/retention-config";
import { retentionJob } from "@/lib/features/retention/retention-job";
import { openCase } from "@/lib/features/cases/case-service";
import { reviewJob } from "@/lib/features/cases/review-job";
import { type JobDefinition, type JobQueue, startJobQueue } from "@/lib/platform/jobs/job-queue";
import { jobQueueHolder } from "@/lib/platform/jobs/job-queue-holder";

const config = z.object({
  JOB_WORKER: z.enum(["0", "1"], { error: "JOB_WORKER must be 1 (this process runs jobs) or 0 (it only queues them)" }),
});

/** Whether this process runs jobs: every instance does unless JOB_WORKER=0 leaves them to others. */
export function runsJobs(env: Record<string, string | undefined>): boolean {
  const parsed = config.safeParse({ JOB_WORKER: env.JOB_WORKER || "1" });
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join("; "));
  return parsed.data.JOB_WORKER === "1";
}

/** Every kind of background work the app does. */
function appJobs(): JobDefinition[] {
  const registryRps = parseRegistryConfig(process.env).maxRps;
  const audit = parseAuditConfig(process.env);
  const anchored = audit.anchorFile !== undefined || audit.anchorUrl !== undefined;
  return [
    retentionJob(db, parseRetentionConfig(process.env).years, logger),
    reviewJob({ db, openCase, log: logger }),
    ...(anchored
      ? [
          auditAnchorJob(
            anchorWriter(db, auditChainKey, { file: audit.anchorFile, url: audit.anchorUrl }),
            audit.anchorMinutes,
          ),
        ]
      : []),
    ...monitorJobs({
      db,
      lookup: lookupEntity,
      config: parseMonitorConfig(process.env),
      registryRps,
      queue: appJobQueue,
      appUrl: configuredAppUrl(),
      log: logger,
      openCase,
      ownership: parseOwnershipConfig(process.env),
      higherRiskActivities: parseRiskConfig(process.env).higherRiskActivities,
    }),
    ...batchJobs({
      db,
      lookup: lookupEntity,
      concurrency: parseBatchConfig(process.env).concurrency,
      registryRps,
      higherRiskActivities: parseRiskConfig(process.env).higherRiskActivities,
    }),
  ];
}

/** The process's job queue on the app's database, started once (at start-up, from instrumentation). */
export function appJobQueue(): Promise<JobQueue> {
  jobQueueHolder.queue ??= openAppDatabase()
    .then((database) =>
      startJobQueue(database, appJobs(), {
        work: runsJobs(process.env),
        onError: (error) => logger.error({ event: "job-queue", err: error }, "the job queue reported an error"),
      }),
    )
    .catch((error: unknown) => {
      jobQueueHolder.queue = undefined;
      throw error;
    });
  return jobQueueHolder.queue;
}
