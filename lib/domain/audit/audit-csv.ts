import { toCsv } from "@/lib/platform/format/to-csv";
import type { Locale } from "@/lib/platform/i18n/locales";
import { translator } from "@/lib/platform/i18n/translator";
import type { AuditEventRow } from "./list-audit-events";

const COLUMNS = [
  "seq",
  "time",
  "userEmail",
  "userId",
  "clientAddress",
  "userAgent",
  "requestId",
  "event",
  "regcode",
  "details",
  "prevHash",
  "hash",
] as const;

/**
 * The audit events as a spreadsheet-safe CSV (UTF-8 with BOM, formula-like cells defused), details as JSON.
 * Only the header follows the language: the cells are the evidence, written the same in every language.
 */
export function auditCsv(rows: readonly AuditEventRow[], locale: Locale): string {
  const t = translator(locale, "account");
  return toCsv(
    COLUMNS.map((column) => t(`audit.csv.${column}`)),
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
