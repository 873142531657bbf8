import { toCsv } from "@/lib/export/to-csv";
import type { AuditEventRow } from "./list-audit-events";

const HEADER = [
  "seq",
  "time",
  "user_email",
  "user_id",
  "client_address",
  "user_agent",
  "request_id",
  "event",
  "regcode",
  "details",
  "prev_hash",
  "hash",
] as const;

/** The audit events as a spreadsheet-safe CSV (UTF-8 with BOM, formula-like cells defused), details as JSON. */
export function auditCsv(rows: readonly AuditEventRow[]): string {
  return toCsv(
    HEADER,
    rows.map((row) => [
      row.seq,
      row.time.toISOString(),
      row.userEmail,
      row.userId,
      row.clientAddress,
      row.userAgent,
      row.requestId,
      row.eventType,
      typeof row.details.regcode === "string" ? row.details.regcode : "",
      row.details,
      row.prevHash,
      row.hash,
    ]),
  );
}
