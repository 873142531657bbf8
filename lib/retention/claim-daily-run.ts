import type { AuditDb } from "@/lib/audit/append-audit-event";
import { jobRuns } from "@/lib/db/schema/job-runs";

/**
 * Whether this process runs `job` for `now`'s UTC day: the first to write the day's row does, every
 * other process on the same database (and this one, later that day) does not.
 */
export async function claimDailyRun(db: AuditDb, job: string, now: Date): Promise<boolean> {
  const day = now.toISOString().slice(0, 10);
  const claimed = await db
    .insert(jobRuns)
    .values({ job, day, startedAt: now })
    .onConflictDoNothing()
    .returning({ job: jobRuns.job });
  return claimed.length === 1;
}
