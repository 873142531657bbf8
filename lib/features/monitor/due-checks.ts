import type { Database } from "@/lib/platform/db/database";
import { asc, inArray, lte } from "drizzle-orm";
import { monitoredEntities } from "@/lib/platform/db/schema/watchlists";

/** Most checks one schedule run queues: a backlog is worked off over the following runs. */
const MAX_PER_RUN = 5_000;

/**
 * The watched numbers due for a check, claimed: their next check is put a full interval ahead, so the
 * next schedule run does not queue them again while they wait; the check itself sets it properly.
 */
export async function claimDueChecks(db: Database, now: Date, intervalMs: number): Promise<string[]> {
  const due = db
    .select({ regcode: monitoredEntities.regcode })
    .from(monitoredEntities)
    .where(lte(monitoredEntities.nextCheckAt, now))
    .orderBy(asc(monitoredEntities.nextCheckAt))
    .limit(MAX_PER_RUN);
  const claimed = await db
    .update(monitoredEntities)
    .set({ nextCheckAt: new Date(now.getTime() + intervalMs) })
    .where(inArray(monitoredEntities.regcode, due))
    .returning({ regcode: monitoredEntities.regcode });
  return claimed.map((row) => row.regcode);
}
