import type { Database } from "@/lib/platform/db/database";
import { and, desc, eq, gte, lt, or, sql, type SQL } from "drizzle-orm";
import { auditEvents } from "@/lib/platform/db/schema/audit";
import type { AuditFilter } from "./audit-filter";

/** Rows in one JSON answer, on the /audit page and in one CSV download: the newest ones. */
export const AUDIT_API_LIMIT = 1000;
export const AUDIT_PAGE_LIMIT = 200;
export const AUDIT_CSV_LIMIT = 100_000;

export type AuditEventRow = typeof auditEvents.$inferSelect;

function conditions(filter: AuditFilter): SQL | undefined {
  const user = filter.user;
  return and(
    user ? or(eq(auditEvents.userId, user), eq(auditEvents.userEmail, user.toLowerCase())) : undefined,
    // The same expression as the regcode index, so the index serves it.
    filter.regcode ? eq(sql`(${auditEvents.details}->>'regcode')`, filter.regcode) : undefined,
    filter.event ? eq(auditEvents.eventType, filter.event) : undefined,
    filter.from ? gte(auditEvents.time, filter.from) : undefined,
    filter.to ? lt(auditEvents.time, filter.to) : undefined,
  );
}

/** The matching audit events, newest first, at most `limit` of them. */
export function listAuditEvents(db: Database, filter: AuditFilter, limit: number): Promise<AuditEventRow[]> {
  return db.select().from(auditEvents).where(conditions(filter)).orderBy(desc(auditEvents.seq)).limit(limit);
}
