import type { Metadata } from "next";
import { AppLink } from "@/components/shared/app-link";
import { getLocale, getTranslations } from "next-intl/server";
import { RetrievalsTable } from "@/components/evidence/retrievals-table";
import { EntityNotFound } from "@/components/profile/entity-not-found";
import { PageTitle } from "@/components/ui/page-title";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { pageViewer } from "@/lib/edge/auth/current-viewer";
import { db } from "@/lib/platform/db/db";
import { pagePaths } from "@/lib/domain/routes/page-paths";
import {
  countRetrievals,
  listRetrievals,
  RETRIEVALS_PAGE_SIZE,
  retrievalsPages,
} from "@/lib/domain/evidence/list-retrievals";
import { pageFromParams, pageQuery } from "@/lib/platform/http/page-query";
import { isRegcode } from "@/lib/registry/regcode/regcode";

interface PageProps {
  params: Promise<{ regcode: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations("report.metadata");
  return { title: t("retrievalsTitle", { regcode: (await params).regcode }) };
}

/**
 * Every retrieval of one number that the app kept, newest first, a page at a time. A bad number or a page
 * past the last is explained here, under the status proxy.ts gave the answer (retrievalsPageFailure).
 */
export default async function RetrievalsPage({ params, searchParams }: PageProps) {
  const locale = await getLocale();
  const [{ regcode }, query, viewer, t] = await Promise.all([
    params,
    searchParams.then(pageQuery),
    pageViewer(ANALYST_ACCESS),
    getTranslations("report.retrievals"),
  ]);
  if (!isRegcode(regcode)) return <EntityNotFound locale={locale} regcode={regcode} invalid />;
  const page = pageFromParams(query);
  const database = await db();
  const [rows, total] = await Promise.all([
    listRetrievals(database, regcode, { limit: RETRIEVALS_PAGE_SIZE, offset: (page - 1) * RETRIEVALS_PAGE_SIZE }),
    countRetrievals(database, regcode),
  ]);
  const pages = retrievalsPages(total);
  const pageHref = (n: number) => `${pagePaths.retrievals(regcode)}?page=${n}`;
  return (
    <div className="space-y-4">
      <PageTitle>{t("heading", { regcode })}</PageTitle>
      <p className="text-sm text-slate-700">
        {t("pageIntro", { total })}{" "}
        <AppLink href={pagePaths.entity(regcode)} className="underline">
          {t("liveProfile")}
        </AppLink>
      </p>
      {rows.length === 0 ? (
        <p>{total === 0 ? t("none") : t("noSuchPage", { page })}</p>
      ) : (
        <RetrievalsTable regcode={regcode} rows={rows} viewer={viewer} />
      )}
      <nav aria-label={t("pagesLabel")} className="flex gap-4 text-sm">
        {page > 1 && <AppLink href={pageHref(Math.min(page - 1, pages))}>{t("newer")}</AppLink>}
        {/* Past the last page, "There is no page N." above says where the reader is. */}
        {page <= pages && <span>{t("pageOf", { page, pages })}</span>}
        {page < pages && <AppLink href={pageHref(page + 1)}>{t("older")}</AppLink>}
      </nav>
    </div>
  );
}
