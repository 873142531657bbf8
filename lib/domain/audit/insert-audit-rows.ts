import type { Database } from "@/lib/platform/db/database";
import { type InferInsertModel, type Placeholder, sql } from "drizzle-orm";
import { memoByObject } from "@/lib/platform/cache/memo-by-object";
import { auditEvents } from "@/lib/platform/db/schema/audit";

type AuditRow = InferInsertModel<typeof auditEvents>;

/** Row `index` of the statement, a placeholder for each column, named by it (the compiler checks they are all here). */
function rowPlaceholders(index: number) {
  const p = (column: keyof AuditRow) => sql.placeholder(`${column}${index}`);
  return {
    seq: p("seq"),
    time: p("time"),
    userId: p("userId"),
    userEmail: p("userEmail"),
    clientAddress: p("clientAddress"),
    userAgent: p("userAgent"),
    requestId: p("requestId"),
    eventType: p("eventType"),
    details: p("details"),
    prevHash: p("prevHash"),
    hash: p("hash"),
  } satisfies Record<keyof AuditRow, Placeholder>;
}

function preparedInsert(db: Database, size: number) {
  const rows = Array.from({ length: size }, (_, index) => rowPlaceholders(index));
  return db.insert(auditEvents).values(rows).prepare(`audit_insert_${size}`);
}

// Per database handle (a transaction is one of its own), by number of rows.
const statementsOf = memoByObject<Database, Map<number, ReturnType<typeof preparedInsert>>>(() => new Map());

/**
 * Inserts the rows in one statement, built once per handle and number of rows: every lookup writes a row, and
 * building the INSERT anew for each batch cost a fifth of a row's CPU on PGlite (183 µs a row in batches of 14,
 * 148 µs prepared).
 */
export async function insertAuditRows(db: Database, rows: readonly AuditRow[]): Promise<void> {
  const bySize = statementsOf(db);
  let statement = bySize.get(rows.length);
  if (!statement) bySize.set(rows.length, (statement = preparedInsert(db, rows.length)));
  const values: Record<string, unknown> = {};
  rows.forEach((row, index) => {
    for (const [column, value] of Object.entries(row)) values[`${column}${index}`] = value ?? null;
  });
  await statement.execute(values);
}
