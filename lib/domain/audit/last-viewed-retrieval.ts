import type { Database } from "@/lib/platform/db/database";
import { and, desc, eq, isNotNull, ne, or, isNull, sql } from "drizzle-orm";
import { auditEvents } from "@/lib/platform/db/schema/audit";

export interface ViewedRetrieval {
  sha256: string;
  viewedAt: Date;
}

/**
 * The record this user last saw of this number, from the trail's successful lookup events: its SHA-256
 * and when. The current request's own lookups (`requestId`) are left out, so a page compares the record
 * it shows with what the user saw before it.
 */
export async function lastViewedRetrieval(
  db: Database,
  query: { userId: string; regcode: string; requestId: string | null },
): Promise<ViewedRetrieval | null> {
  const sha256 = sql<string>`${auditEvents.details}->>'sha256'`;
  const [row] = await db
    .select({ sha256, viewedAt: auditEvents.time })
    .from(auditEvents)
    .where(
      and(
        // The same expression as the regcode index, so the index serves it.
        eq(sql`(${auditEvents.details}->>'regcode')`, query.regcode),
        eq(auditEvents.eventType, "lookup"),
        eq(auditEvents.userId, query.userId),
        isNotNull(sha256),
        query.requestId === null
          ? undefined
          : or(isNull(auditEvents.requestId), ne(auditEvents.requestId, query.requestId)),
      ),
    )
    .orderBy(desc(auditEvents.seq))
    .limit(1);
  return row ?? null;
}
