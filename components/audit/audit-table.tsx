import Link from "next/link";
import { useTranslations } from "next-intl";
import { UtcTime } from "@/components/evidence/utc-time";
import { TableHead } from "@/components/shared/table-head";
import { AUDIT_EVENT_KEYS, isAuditEventType } from "@/lib/audit/audit-event-types";
import type { AuditEventRow } from "@/lib/audit/list-audit-events";

const COLUMNS = ["seq", "time", "user", "event", "number", "details", "address"] as const;

// Everything but the number, which has its own column, as "key: value" pairs.
function detailText(details: AuditEventRow["details"]): string {
  return Object.entries(details)
    .filter(([key]) => key !== "regcode")
    .map(([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join(" · ");
}

/** Audit events, newest first, as a table an auditor can read and print. */
export function AuditTable({ rows, caption }: { rows: readonly AuditEventRow[]; caption: string }) {
  const t = useTranslations("account.audit");
  // A type this version does not know (written by a newer one) shows as stored.
  const eventLabel = (type: string) => (isAuditEventType(type) ? t(`events.${AUDIT_EVENT_KEYS[type]}`) : type);
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <TableHead
          caption={caption}
          columns={COLUMNS.map((column) => ({ label: t(`columns.${column}`) }))}
          rowClassName="border-b border-slate-300"
          cellClassName="px-2 py-1 font-semibold"
        />
        <tbody>
          {rows.map((row) => {
            const regcode = typeof row.details.regcode === "string" ? row.details.regcode : null;
            return (
              <tr key={row.seq} className="border-b border-slate-200 align-top" data-event={row.eventType}>
                <td className="px-2 py-1 tabular-nums">{row.seq}</td>
                <td className="px-2 py-1 whitespace-nowrap">
                  <UtcTime value={row.time} />
                </td>
                <td className="px-2 py-1">{row.userEmail ?? <span className="text-slate-500">—</span>}</td>
                <td className="px-2 py-1 whitespace-nowrap">{eventLabel(row.eventType)}</td>
                <td className="px-2 py-1 tabular-nums">
                  {regcode ? <Link href={`/entities/${regcode}`}>{regcode}</Link> : null}
                </td>
                <td className="px-2 py-1 break-all">{detailText(row.details)}</td>
                <td className="px-2 py-1" title={row.userAgent ?? undefined}>
                  {row.clientAddress}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
