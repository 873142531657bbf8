import type { Database } from "@/lib/platform/db/database";
import type { JobDefinition } from "@/lib/platform/jobs/job-queue";
import { purgeExpired } from "./purge-expired";

interface Log {
  info: (facts: object, message: string) => void;
}

/**
 * The retention purge as a job: daily at 03:17 UTC (a quiet hour, off the full hour other schedules
 * favour), run by one instance; a failed run is retried by the queue and shows on /admin.
 */
export function retentionJob(
  db: () => Promise<Database>,
  years: number,
  log: Log,
  now = () => new Date(),
): JobDefinition {
  return {
    name: "retention-purge",
    cron: "17 3 * * *",
    retryDelaySeconds: 15 * 60,
    expireInSeconds: 60 * 60,
    run: async () => {
      const counts = await purgeExpired(await db(), { years, now: now() });
      log.info({ event: "retention-purge", years, ...counts }, "removed what is older than the retention period");
    },
  };
}
