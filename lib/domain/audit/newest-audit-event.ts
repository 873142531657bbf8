import type { Database } from "@/lib/platform/db/database";
import { desc } from "drizzle-orm";
import { auditEvents } from "@/lib/platform/db/schema/audit";

/** The head of the chain: the row the next event is chained after. */
export async function newestAuditEvent(db: Database): Promise<{ seq: number; hash: string } | undefined> {
  const [newest] = await db
    .select({ seq: auditEvents.seq, hash: auditEvents.hash })
    .from(auditEvents)
    .orderBy(desc(auditEvents.seq))
    .limit(1);
  return newest;
}
