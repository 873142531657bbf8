import { sql } from "drizzle-orm";
import { bigint, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** A value an audit event's details may hold: plain JSON, so the row hashes the same when read back. */
export type AuditJson = string | number | boolean | null | AuditJson[] | { [key: string]: AuditJson };

/**
 * The audit trail: append-only, one hash chain in `seq` order (see lib/domain/audit/audit-content.ts).
 * `seq` is assigned under a lock, without gaps; nothing ever updates or deletes a row.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    seq: bigint("seq", { mode: "number" }).primaryKey(),
    time: timestamp("time", { withTimezone: true, precision: 3 }).notNull(),
    userId: text("user_id"),
    userEmail: text("user_email"),
    clientAddress: text("client_address"),
    userAgent: text("user_agent"),
    requestId: text("request_id"),
    eventType: text("event_type").notNull(),
    details: jsonb("details").$type<{ [key: string]: AuditJson }>().notNull(),
    prevHash: text("prev_hash").notNull(),
    hash: text("hash").notNull().unique(),
  },
  (table) => [
    index("audit_events_user_id_idx").on(table.userId, table.seq),
    index("audit_events_user_email_idx").on(table.userEmail, table.seq),
    index("audit_events_regcode_idx").on(sql`(${table.details}->>'regcode')`, table.seq),
    index("audit_events_time_idx").on(table.time),
  ],
);
