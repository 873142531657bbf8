import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { CaseTable, ReviewsDueTable } from "@/components/cases/case-table";
import { AppLink } from "@/components/shared/app-link";
import { Button } from "@/components/ui/button";
import { PageTitle } from "@/components/ui/page-title";
import { fieldClass } from "@/components/ui/text-input";
import { type CaseFilter, listCases, overdueReviews, todayInLatvia } from "@/lib/domain/cases/case-store";
import { CASE_STATES } from "@/lib/domain/cases/case-types";
import { pagePaths } from "@/lib/domain/routes/page-paths";
import { CASE_READ_ACCESS } from "@/lib/domain/viewer/access-rule";
import { hasRole } from "@/lib/domain/viewer/viewer";
import { pageViewer } from "@/lib/edge/auth/current-viewer";
import { db } from "@/lib/platform/db/db";
import type { Locale } from "@/lib/platform/i18n/locales";
import { pageQuery } from "@/lib/platform/http/page-query";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("cases.inbox");
  return { title: t("title") };
}

const VIEWS = ["mine", "approval", "overdue", "all", "reviews"] as const;
type View = (typeof VIEWS)[number];

interface PageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The case inbox: my active cases (prepared by or assigned to me), those awaiting my approval (approvers), the
 * overdue ones, all of them by state, and the entities whose periodic review is due. Auditors read them all.
 */
export default async function CasesPage({ searchParams }: PageProps) {
  const viewer = await pageViewer(CASE_READ_ACCESS);
  const [t, states, locale, query] = await Promise.all([
    getTranslations("cases.inbox"),
    getTranslations("cases.states"),
    getLocale() as Promise<Locale>,
    searchParams.then(pageQuery),
  ]);
  const approver = hasRole(viewer, "approver");
  const working = hasRole(viewer, "analyst") || approver;
  const views = VIEWS.filter((view) => (view === "approval" ? approver : view === "mine" ? working : true));
  const asked = query.get("view");
  const askedState = query.get("state");
  const fallback: View = working ? (approver && !hasRole(viewer, "analyst") ? "approval" : "mine") : "all";
  const view: View = views.find((v) => v === asked) ?? fallback;
  const state = CASE_STATES.find((s) => s === askedState);
  const refused = (asked !== null && asked !== view) || (askedState !== null && askedState !== "" && !state);

  const database = await db();
  const today = todayInLatvia();
  const list = async (filter: Omit<CaseFilter, "today">) => listCases(database, { ...filter, today });
  let body: React.ReactNode;
  if (view === "reviews") {
    body = <ReviewsDueTable reviews={await overdueReviews(database, today)} locale={locale} />;
  } else {
    let cases;
    if (view === "mine") {
      // Prepared by me or assigned to me, still being worked on.
      const [prepared, assigned] = await Promise.all([
        list({ preparerId: viewer.userId }),
        list({ assigneeId: viewer.userId }),
      ]);
      const seen = new Set<number>();
      cases = [...prepared, ...assigned]
        .filter((c) => !["approved", "rejected"].includes(c.state) && !seen.has(c.id) && seen.add(c.id))
        .sort((a, b) => (a.dueOn ?? "9999").localeCompare(b.dueOn ?? "9999") || b.id - a.id);
    } else if (view === "approval") cases = await list({ awaitingApprovalBy: viewer.userId });
    else if (view === "overdue") cases = await list({ overdue: true });
    else cases = await list({ state });
    body = <CaseTable cases={cases} caption={t("caption", { view: t(`views.${view}`) })} locale={locale} />;
  }

  return (
    <div className="space-y-4">
      <PageTitle>{t("title")}</PageTitle>
      {!working && <p className="text-slate-700">{t("readOnly")}</p>}
      <nav aria-label={t("viewsLabel")} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {views.map((v) =>
          v === view ? (
            <strong key={v} aria-current="page">
              {t(`views.${v}`)}
            </strong>
          ) : (
            <AppLink key={v} href={pagePaths.cases(`?view=${v}`)}>
              {t(`views.${v}`)}
            </AppLink>
          ),
        )}
      </nav>
      {view === "all" && (
        <form method="get" action={pagePaths.cases()} className="flex flex-wrap items-end gap-2 text-sm">
          <input type="hidden" name="view" value="all" />
          <label className="flex flex-col">
            {t("stateFilter")}
            <select name="state" defaultValue={state ?? ""} className={fieldClass("md")}>
              <option value="">{t("anyState")}</option>
              {CASE_STATES.map((s) => (
                <option key={s} value={s}>
                  {states(s)}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" size="sm">
            {t("show")}
          </Button>
        </form>
      )}
      {refused && (
        <p role="alert" className="text-red-800">
          {t("badFilter")}
        </p>
      )}
      {body}
    </div>
  );
}
