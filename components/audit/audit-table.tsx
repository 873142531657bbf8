import { Fragment } from "react";
import { AppLink } from "@/components/shared/app-link";
import { useTranslations } from "next-intl";
import { UtcTime } from "@/components/shared/utc-time";
import { TableHead } from "@/components/shared/table-head";
import { AUDIT_EVENT_KEYS, isAuditEventType } from "@/lib/domain/audit/audit-event-types";
import type { AuditEventRow } from "@/lib/domain/audit/list-audit-events";
import { MESSAGES, type Messages } from "@/lib/platform/i18n/messages";
import { pagePaths } from "@/lib/domain/routes/page-paths";

// On paper the widths are fixed, the details taking what is left: the browser's own layout gave the hashes in
// them all the room and cut the address off the page's edge.
const COLUMNS = [
  ["seq", "print:w-[4%]"],
  ["time", "print:w-[13%]"],
  ["user", "print:w-[16%]"],
  ["event", "print:w-[13%]"],
  ["number", "print:w-[14%]"],
  ["details", undefined],
  ["address", "print:w-[12%]"],
] as const;
// Every heading and cell: on paper a little narrower, so the columns keep their text.
const CELL = "px-2 py-1 print:px-1";

type DetailKey = keyof Messages["account"]["audit"]["details"];
const isDetailKey = (key: string): key is DetailKey => Object.hasOwn(MESSAGES.en.account.audit.details, key);

const VALUES: Record<string, Record<string, string>> = MESSAGES.en.account.audit.values;

/**
 * A detail's value in the reader's words where the app knows it (why a record was fetched, from where, how it
 * ended, yes or no), the stored value on hover; any other as stored.
 */
function DetailValue({ name, value }: { name: string; value: unknown }) {
  const t = useTranslations("account.audit");
  if (value === null) return t("emptyValue");
  const stored = typeof value === "string" ? value : JSON.stringify(value);
  const group = typeof value === "boolean" ? "boolean" : name;
  if (!Object.hasOwn(VALUES, group) || !Object.hasOwn(VALUES[group], stored)) return stored;
  // The keys are checked against the catalogue just above; the translator's types cannot follow a runtime key.
  return <span title={stored}>{t(`values.${group}.${stored}` as Parameters<typeof t>[0])}</span>;
}

/**
 * Everything but the number, which has its own column, as "label: value" pairs: each key named in the reader's
 * language with the stored key on hover (a key this version does not know as stored), each value in words where
 * the app has them, else as stored, an empty one as a dash.
 */
function Details({ details }: { details: AuditEventRow["details"] }) {
  const t = useTranslations("account.audit");
  const entries = Object.entries(details).filter(([key]) => key !== "regcode");
  return entries.map(([key, value], i) => (
    <Fragment key={key}>
      {i > 0 && " · "}
      <span title={key}>{isDetailKey(key) ? t(`details.${key}`) : key}</span>: <DetailValue name={key} value={value} />
    </Fragment>
  ));
}

/** Audit events, newest first, as a table an auditor can read and print. */
export function AuditTable({ rows, caption }: { rows: readonly AuditEventRow[]; caption: string }) {
  const t = useTranslations("account.audit");
  // A type this version does not know (written by a newer one) shows as stored.
  const eventLabel = (type: string) => (isAuditEventType(type) ? t(`events.${AUDIT_EVENT_KEYS[type]}`) : type);
  return (
    <div className="relative overflow-x-auto print:overflow-visible">
      <table className="w-full border-collapse text-left text-sm print:table-fixed print:text-[8pt]">
        <TableHead
          caption={caption}
          columns={COLUMNS.map(([column, className]) => ({ label: t(`columns.${column}`), className }))}
          rowClassName="border-b border-slate-300"
          cellClassName={`${CELL} font-semibold`}
        />
        <tbody>
          {rows.map((row) => {
            const regcode = typeof row.details.regcode === "string" ? row.details.regcode : null;
            return (
              <tr key={row.seq} className="border-b border-slate-200 align-top" data-event={row.eventType}>
                <td className={`${CELL} tabular-nums`}>{row.seq}</td>
                {/* On paper the day and the time of day may take a line each, each kept whole. */}
                <td className={`${CELL} print:[&_time]:whitespace-normal`}>
                  <UtcTime value={row.time} />
                </td>
                <td className={`${CELL} print:wrap-anywhere`}>
                  {row.userEmail ?? <span className="text-slate-500">—</span>}
                </td>
                <td className={`${CELL} whitespace-nowrap print:whitespace-normal`}>{eventLabel(row.eventType)}</td>
                <td className={`${CELL} tabular-nums`}>
                  {regcode ? <AppLink href={pagePaths.entity(regcode)}>{regcode}</AppLink> : null}
                </td>
                <td className={`${CELL} wrap-anywhere`}>
                  <Details details={row.details} />
                </td>
                <td className={`${CELL} print:wrap-anywhere`} title={row.userAgent ?? undefined}>
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
