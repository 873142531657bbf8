import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { AppLink } from "@/components/shared/app-link";
import { LocalTime } from "@/components/evidence/local-time";
import { UtcTime } from "@/components/shared/utc-time";
import { TableHead } from "@/components/shared/table-head";
import { AcknowledgedStatus, AcknowledgeForm } from "@/components/watchlists/acknowledge-form";
import { AlertCaseButton } from "@/components/watchlists/alert-case-button";
import { AlertEffect } from "@/components/watchlists/alert-effect";
import { SeverityBadge } from "@/components/watchlists/severity-badge";
import { WatchedEntity } from "@/components/watchlists/watched-entity";
import { PageTitle } from "@/components/ui/page-title";
import { listAlerts, parseAlertStatus } from "@/lib/features/alerts/alert-store";
import { alertChangesLink } from "@/lib/features/alerts/alert-changes-link";
import { parseStoredEffect } from "@/lib/features/alerts/effect-summary";
import type { OwnershipEffect } from "@/lib/domain/ownership-effect/ownership-effect";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { pageViewer } from "@/lib/edge/auth/current-viewer";
import { db } from "@/lib/platform/db/db";
import { formatUtcTime } from "@/lib/platform/format/format-utc-time";
import { AppError } from "@/lib/platform/errors/app-error";
import { pageQuery } from "@/lib/platform/http/page-query";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("monitoring");
  return { title: t("alerts.title") };
}

const FILTERS = ["open", "acknowledged", "all"] as const;

interface PageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * Alerts on the lists the analyst may see, newest first, each once with those of its lists they may see and the
 * entity's customer ids there, linking to its changes, acknowledged with a note.
 */
export default async function AlertsPage({ searchParams }: PageProps) {
  const t = await getTranslations("monitoring");
  const query = pageQuery(await searchParams);
  const viewer = await pageViewer(ANALYST_ACCESS);
  let status: ReturnType<typeof parseAlertStatus> = "open";
  let refused = false;
  try {
    status = parseAlertStatus(query.get("status"));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    refused = true;
  }
  const alerts = await listAlerts(await db(), viewer.userId, status, await getLocale());
  const columns = [
    { label: t("alerts.columns.raised") },
    { label: t("alerts.columns.severity") },
    { label: t("alerts.columns.entity") },
    { label: t("alerts.columns.watchlist") },
    { label: t("alerts.columns.changed") },
    { label: t("alerts.columns.acknowledgement") },
    { label: t("alerts.columns.case") },
  ];
  return (
    <div className="space-y-4">
      <PageTitle>{t("alerts.title")}</PageTitle>
      <nav aria-label={t("alerts.filtersLabel")} className="flex gap-3 text-sm">
        {FILTERS.map((filter) =>
          filter === status ? (
            <strong key={filter} aria-current="page">
              {t(`alerts.filters.${filter}`)}
            </strong>
          ) : (
            <AppLink key={filter} href={`/alerts?status=${filter}`}>
              {t(`alerts.filters.${filter}`)}
            </AppLink>
          ),
        )}
      </nav>
      {/* A new filter is a new list: what was said of the last one's rows is not said again. */}
      <AcknowledgedStatus key={status} />
      {refused && (
        <p role="alert" className="text-red-800">
          {t("alerts.badFilter")}
        </p>
      )}
      {alerts.length === 0 ? (
        <p>{t("alerts.empty", { status })}</p>
      ) : (
        <div className="relative overflow-x-auto print:overflow-visible">
          {/* On a phone the table scrolls in its own box, not the whole page with it (the box is relative, so the
              forms' visually hidden labels, positioned absolutely, stay in it too); on paper it fits the page. */}
          <table className="w-full text-left text-sm print:text-[8pt]">
            <TableHead caption={t("alerts.caption")} columns={columns} cellClassName="border-b px-2 py-1" />
            <tbody>
              {alerts.map((alert) => {
                const effect = parseStoredEffect(alert.effect);
                const changes = alertChangesLink(alert, effect);
                return (
                  <tr key={alert.id} className="border-b border-slate-100 align-top" data-alert-id={alert.id}>
                    <td className="px-2 py-1 whitespace-nowrap print:whitespace-normal">
                      <UtcTime value={alert.createdAt} />
                      <LocalTime iso={alert.createdAt.toISOString()} />
                    </td>
                    <td className="px-2 py-1">
                      <SeverityBadge severity={alert.severity} />
                    </td>
                    <td className="px-2 py-1">
                      <WatchedEntity regcode={alert.regcode} name={alert.name} />
                      {alert.customerIds.length > 0 && (
                        <div>
                          {t("alerts.customerIds", {
                            count: alert.customerIds.length,
                            ids: alert.customerIds.join(", "),
                          })}
                        </div>
                      )}
                    </td>
                    <td className="px-2 py-1">{alert.watchlists.map((list) => list.name).join(", ")}</td>
                    <td className="px-2 py-1">
                      {alert.summary}{" "}
                      {/* The entity's own changes, or the record up its structure that changed (the webhook's and digest's link). */}
                      <AppLink className="print:hidden" href={changes.path}>
                        {t("alerts.seeChanges")}
                      </AppLink>
                      <AlertEffectDetails effect={effect} label={t("effect.detail.label")} />
                      {/* A link is no use on paper: it names the two records compared instead. */}
                      <span className="hidden print:inline">
                        {t.rich("alerts.comparedOnPaper", {
                          regcode: changes.regcode,
                          from: () => <code className="break-all">{changes.from ?? "—"}</code>,
                          to: () => <code className="break-all">{changes.to}</code>,
                        })}
                      </span>
                    </td>
                    <td className="px-2 py-1">
                      {alert.status === "open" ? (
                        <>
                          {/* On paper the alert is said to be open; the form is for the screen. */}
                          <span className="hidden print:inline">{t("alerts.filters.open")}</span>
                          <div className="print:hidden">
                            <AcknowledgeForm
                              alertId={alert.id}
                              entity={alert.name ?? alert.regcode}
                              raised={formatUtcTime(alert.createdAt)}
                              lists={alert.watchlists.map((list) => list.name)}
                            />
                          </div>
                        </>
                      ) : (
                        <>
                          {alert.acknowledgedBy ?? t("alerts.someone")}
                          {alert.acknowledgedAt && (
                            <>
                              , <UtcTime value={alert.acknowledgedAt} />
                              <LocalTime iso={alert.acknowledgedAt.toISOString()} />
                            </>
                          )}
                          : {alert.note}
                        </>
                      )}
                    </td>
                    <td className="px-2 py-1">
                      {/* On paper the entity's case is named; the button is for the screen. */}
                      {alert.caseId !== null && (
                        <span className="hidden print:inline">{t("alerts.case.onPaper", { id: alert.caseId })}</span>
                      )}
                      <div className="print:hidden">
                        <AlertCaseButton
                          alertId={alert.id}
                          caseId={alert.caseId}
                          entity={alert.name ?? alert.regcode}
                        />
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** An alert's effect through the entity's structure, folded under its one-line summary; nothing for a field change. */
function AlertEffectDetails({ effect, label }: { effect: OwnershipEffect | null; label: string }) {
  if (!effect || effect.isEmpty) return null;
  return (
    <details className="mt-1">
      <summary className="cursor-pointer print:hidden">{label}</summary>
      <AlertEffect effect={effect} />
    </details>
  );
}
