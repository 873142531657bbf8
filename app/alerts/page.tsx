import type { Metadata } from "next";
import Link from "next/link";
import { UtcTime } from "@/components/evidence/utc-time";
import { TableHead } from "@/components/shared/table-head";
import { AcknowledgeForm } from "@/components/watchlists/acknowledge-form";
import { SeverityBadge } from "@/components/watchlists/severity-badge";
import { listAlerts, parseAlertStatus } from "@/lib/alerts/alert-store";
import { pageViewer } from "@/lib/auth/current-viewer";
import { db } from "@/lib/db/db";
import { changesPath, entityPath } from "@/lib/evidence/entity-paths";
import { AppError } from "@/lib/errors/app-error";
import { pageQuery } from "@/lib/http/page-query";

export const metadata: Metadata = { title: "Alerts" };

const FILTERS = [
  { status: "open", label: "Open" },
  { status: "acknowledged", label: "Acknowledged" },
  { status: "all", label: "All" },
] as const;

const COLUMNS = [
  { label: "Raised (UTC)" },
  { label: "Severity" },
  { label: "Entity" },
  { label: "Watchlist" },
  { label: "What changed" },
  { label: "Acknowledgement" },
];

interface PageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Alerts on the lists the analyst may see, newest first, each linking to its changes, acknowledged with a note. */
export default async function AlertsPage({ searchParams }: PageProps) {
  const query = pageQuery(await searchParams);
  const viewer = await pageViewer();
  let status: ReturnType<typeof parseAlertStatus> = "open";
  let refused: string | null = null;
  try {
    status = parseAlertStatus(query.get("status"));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    refused = `${error.message}: showing the open ones.`;
  }
  const alerts = await listAlerts(await db(), viewer.userId, status);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Alerts</h1>
      <nav aria-label="Which alerts" className="flex gap-3 text-sm">
        {FILTERS.map((filter) =>
          filter.status === status ? (
            <strong key={filter.status} aria-current="page">
              {filter.label}
            </strong>
          ) : (
            <Link key={filter.status} href={`/alerts?status=${filter.status}`}>
              {filter.label}
            </Link>
          ),
        )}
      </nav>
      {refused && (
        <p role="alert" className="text-red-800">
          {refused}
        </p>
      )}
      {alerts.length === 0 ? (
        <p>No {status === "all" ? "" : `${status} `}alerts on your watchlists.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <TableHead caption="Alerts, newest first" columns={COLUMNS} cellClassName="border-b px-2 py-1" />
          <tbody>
            {alerts.map((alert) => (
              <tr key={alert.id} className="border-b border-slate-100 align-top" data-alert-id={alert.id}>
                <td className="px-2 py-1 whitespace-nowrap">
                  <UtcTime value={alert.createdAt} />
                </td>
                <td className="px-2 py-1">
                  <SeverityBadge severity={alert.severity} />
                </td>
                <td className="px-2 py-1 font-mono">
                  <Link href={entityPath(alert.regcode)}>{alert.regcode}</Link>
                </td>
                <td className="px-2 py-1">{alert.watchlist.name}</td>
                <td className="px-2 py-1">
                  {alert.summary} <Link href={changesPath(alert.regcode, alert.from, alert.to)}>See the changes</Link>
                </td>
                <td className="px-2 py-1">
                  {alert.status === "open" ? (
                    <AcknowledgeForm alertId={alert.id} />
                  ) : (
                    <>
                      {alert.acknowledgedBy ?? "Someone"}
                      {alert.acknowledgedAt && (
                        <>
                          , <UtcTime value={alert.acknowledgedAt} />
                        </>
                      )}
                      : {alert.note}
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
