import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { caseActionsFor } from "@/components/cases/case-actions";
import { CaseStateBadge } from "@/components/cases/case-badges";
import { CaseEvidenceSection } from "@/components/cases/case-evidence-section";
import { CaseHistory } from "@/components/cases/case-history";
import { CaseNotes } from "@/components/cases/case-notes";
import { CaseRiskSection } from "@/components/cases/case-risk-section";
import { DecisionPanel } from "@/components/cases/decision-panel";
import { DateText } from "@/components/profile/date-text";
import { AppLink } from "@/components/shared/app-link";
import { UtcTime } from "@/components/shared/utc-time";
import { PageTitle } from "@/components/ui/page-title";
import { parseCaseConfig } from "@/lib/domain/cases/case-config";
import { parseCaseId } from "@/lib/domain/cases/case-schemas";
import { caseHistory, getCase, listNotes, todayInLatvia } from "@/lib/domain/cases/case-store";
import { ACTIVE_CASE_STATES, type CaseState } from "@/lib/domain/cases/case-types";
import { apiPaths } from "@/lib/domain/routes/api-paths";
import { pagePaths } from "@/lib/domain/routes/page-paths";
import { CASE_READ_ACCESS } from "@/lib/domain/viewer/access-rule";
import { pageViewer } from "@/lib/edge/auth/current-viewer";
import { db } from "@/lib/platform/db/db";
import { AppError } from "@/lib/platform/errors/app-error";
import type { Locale } from "@/lib/platform/i18n/locales";

interface PageProps {
  params: Promise<{ id: string }>;
}

/** The case, or the not-found page for a number that is none. */
async function loadCase(id: string) {
  let caseId: number;
  try {
    caseId = parseCaseId(id);
  } catch {
    notFound();
  }
  return getCase(await db(), caseId, parseCaseConfig(process.env)).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found") notFound();
    throw error;
  });
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { id } = await params;
  const t = await getTranslations("cases.page");
  return { title: t("title", { id: /^\d{1,15}$/.test(id) ? id : "?" }) };
}

/**
 * One case: who and what it is about, its decision and sign-offs, the risk it carries and the evidence it rests
 * on, its notes and history, and its report. What the viewer may do is offered by role and state; the API decides.
 */
export default async function CasePage({ params }: PageProps) {
  const viewer = await pageViewer(CASE_READ_ACCESS);
  const { id } = await params;
  const view = await loadCase(id);
  const database = await db();
  const [notes, history, t, locale] = await Promise.all([
    listNotes(database, view.id),
    caseHistory(database, view.id),
    getTranslations("cases"),
    getLocale() as Promise<Locale>,
  ]);
  const actions = caseActionsFor(view, viewer);
  const active = (ACTIVE_CASE_STATES as readonly CaseState[]).includes(view.state);
  const overdue = active && view.dueOn !== null && view.dueOn < todayInLatvia();
  const detail = (label: string, value: React.ReactNode) => (
    <div className="min-w-0">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="wrap-anywhere">{value}</dd>
    </div>
  );
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <PageTitle>{t("page.metaTitle", { id: String(view.id), entity: view.legalName ?? view.regcode })}</PageTitle>
        <p className="flex flex-wrap items-center gap-2">
          <CaseStateBadge state={view.state} />
          <span>{t(`kinds.${view.kind}`)}</span>
          <AppLink href={pagePaths.entity(view.regcode)} className="font-mono">
            {view.regcode}
          </AppLink>
        </p>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-4">
          {detail(
            t("page.entity"),
            <>
              <AppLink href={pagePaths.entity(view.regcode)}>{view.legalName ?? view.regcode}</AppLink>{" "}
              <span className="font-mono text-xs text-slate-600">{view.regcode}</span>
            </>,
          )}
          {detail(
            t("page.due"),
            view.dueOn ? (
              <span className={overdue ? "font-semibold text-red-800" : undefined} data-overdue={overdue || undefined}>
                <DateText value={view.dueOn} locale={locale} />
                {overdue && ` · ${t("page.overdue")}`}
              </span>
            ) : (
              "—"
            ),
          )}
          {detail(t("page.assignee"), view.assignee?.name ?? t("page.nobody"))}
          {detail(t("page.preparer"), view.preparer.name)}
          {detail(t("page.opened"), <UtcTime value={view.createdAt} />)}
          {view.nextReviewOn &&
            detail(
              t("page.nextReview"),
              <span data-next-review>
                <DateText value={view.nextReviewOn} locale={locale} />
              </span>,
            )}
          {view.alertId !== null && detail(t("page.kind"), t("page.alert", { id: String(view.alertId) }))}
          {view.discrepancy &&
            detail(
              t("kinds.discrepancy"),
              view.discrepancy.reportedAt
                ? t.rich("page.discrepancyReported", {
                    name: view.discrepancy.reportedBy ?? "",
                    time: () => <UtcTime value={view.discrepancy!.reportedAt!} />,
                  })
                : t("page.discrepancyNotReported"),
            )}
        </dl>
        {active && (
          <p>
            <span className="font-medium">{t("page.purpose")}:</span>{" "}
            <span className="whitespace-pre-wrap wrap-anywhere">{view.purpose}</span>
          </p>
        )}
        <p className="flex flex-wrap gap-4 text-sm print:hidden">
          {/* Route handlers, not pages: plain links. */}
          <a href={apiPaths.caseReport(view.id)}>{t("page.reportHtml")}</a>
          <a href={apiPaths.caseReportPdf(view.id)}>{t("page.reportPdf")}</a>
        </p>
      </header>
      <DecisionPanel view={view} actions={actions} />
      <CaseRiskSection view={view} locale={locale} canOverride={actions.prepare} />
      <CaseEvidenceSection view={view} canRefresh={actions.prepare} />
      <CaseNotes caseId={view.id} notes={notes} viewerId={viewer.userId} canWrite={actions.note} />
      <CaseHistory history={history} />
    </div>
  );
}
