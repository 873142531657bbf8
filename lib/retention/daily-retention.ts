import type { AuditDb } from "@/lib/audit/append-audit-event";
import { claimDailyRun } from "./claim-daily-run";
import { purgeExpired } from "./purge-expired";

const JOB = "retention-purge";
// Checked hourly: the day's first check in any process runs it; a restart does not run it twice.
const CHECK_EVERY_MS = 60 * 60 * 1000;
// Not at once: the server answers its first requests before the purge takes the database.
const FIRST_CHECK_MS = 60 * 1000;

interface Log {
  info: (facts: object, message: string) => void;
  error: (facts: object, message: string) => void;
}

/** Runs the retention purge once a UTC day in this process, unless another process on the database ran it that day. */
export function startDailyRetention(db: () => Promise<AuditDb>, years: number, log: Log): () => void {
  const check = async () => {
    try {
      const database = await db();
      const now = new Date();
      if (!(await claimDailyRun(database, JOB, now))) return;
      const counts = await purgeExpired(database, { years, now });
      log.info({ event: "retention-purge", years, ...counts }, "removed what is older than the retention period");
    } catch (error) {
      log.error({ event: "retention-purge", err: error }, "the retention purge failed; it is tried again in an hour");
    }
  };
  const first = setTimeout(() => void check(), FIRST_CHECK_MS);
  const hourly = setInterval(() => void check(), CHECK_EVERY_MS);
  first.unref();
  hourly.unref();
  return () => {
    clearTimeout(first);
    clearInterval(hourly);
  };
}
