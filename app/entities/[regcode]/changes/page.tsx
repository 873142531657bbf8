import type { Metadata } from "next";
import { headers } from "next/headers";
import { cache } from "react";
import { AppLink } from "@/components/shared/app-link";
import { useTranslations } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import { PurposeForm } from "@/components/access/purpose-form";
import { UtcTime } from "@/components/shared/utc-time";
import { ChangesList } from "@/components/changes/changes-list";
import { CredentialNote } from "@/components/changes/credential-note";
import { EntityLoadError } from "@/components/profile/entity-load-error";
import { PrintButton } from "@/components/report/print-button";
import { PageTitle } from "@/components/ui/page-title";
import { PURPOSE_REASON } from "@/lib/domain/access/gate-record";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { pageViewer } from "@/lib/edge/auth/current-viewer";
import type { Viewer } from "@/lib/domain/viewer/viewer";
import { changesForViewer } from "@/lib/domain/changes/changes-for-viewer";
import type { ComparedRetrieval, Comparison } from "@/lib/domain/changes/compare-retrievals";
import { AppError, messageIn, toAppError } from "@/lib/platform/errors/app-error";
import { pageQuery } from "@/lib/platform/http/page-query";
import { decodeEntityError, ENTITY_ERROR_HEADER } from "@/lib/registry/client/entity-error-header";
import { pagePaths } from "@/lib/domain/routes/page-paths";
import { parseRegcode } from "@/lib/registry/regcode/parse-regcode";
import { auditActor } from "@/lib/domain/audit/audit-actor";

interface PageProps {
  params: Promise<{ regcode: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params, searchParams }: PageProps): Promise<Metadata> {
  const t = await getTranslations("report.metadata");
  const [{ regcode }, query] = await Promise.all([params, searchParams.then(pageQuery)]);
  const outcome = await load(regcode, query.get("from"), query.get("to"));
  // Named by the later retrieval's legal name, as the heading is: a tab of numbers alone says little.
  return {
    title:
      "comparison" in outcome && outcome.comparison.kind === "compared"
        ? t("changesTitleNamed", { name: outcome.comparison.name, regcode })
        : t("changesTitle", { regcode }),
  };
}

/** The changes between two stored retrievals of an entity (default: the two latest distinct ones), for screen and paper. */
export default async function ChangesPage({ params, searchParams }: PageProps) {
  const locale = await getLocale();
  const [{ regcode }, query] = await Promise.all([params, searchParams.then(pageQuery)]);
  const t = await getTranslations("report.changesPage");
  const outcome = await load(regcode, query.get("from"), query.get("to"));
  if ("error" in outcome) {
    const { error } = outcome;
    if (error.code === "bad_request" || error.code === "not_found") {
      return (
        <div role="alert" className="space-y-2">
          <PageTitle>{t("noChanges")}</PageTitle>
          <p>{messageIn(error, locale)}</p>
          <AppLink href={pagePaths.changes(regcode)}>{t("compareLatest")}</AppLink>
        </div>
      );
    }
    return <EntityLoadError locale={locale} error={error} regcode={regcode} retryHref={pagePaths.changes(regcode)} />;
  }
  const { comparison } = outcome;
  const printable = comparison.kind === "compared";
  return (
    <article className="space-y-4">
      <div className="flex flex-wrap items-center gap-4 print:hidden">
        <AppLink href={pagePaths.entity(regcode)}>{t("backToProfile")}</AppLink>
        {printable && <PrintButton />}
      </div>
      <PageTitle>
        {comparison.kind === "compared"
          ? t("headingNamed", { name: comparison.name, regcode })
          : t("heading", { regcode })}
      </PageTitle>
      {comparison.kind === "nothing-to-compare" ? (
        <p role="status">{t(comparison.distinct === 0 ? "nothingYetNone" : "nothingYetOne")}</p>
      ) : (
        <>
          <p className="text-sm">
            {t.rich("range", {
              count: comparison.changes.length,
              from: () => <RetrievalLink regcode={regcode} retrieval={comparison.from} />,
              to: () => <RetrievalLink regcode={regcode} retrieval={comparison.to} />,
            })}
          </p>
          <CredentialNote locale={locale} comparison={comparison} />
          {/* The same gate as the profile's, so the same way through it: once stated, the changes name the persons. */}
          {comparison.personalDetailsWithheld === PURPOSE_REASON && <PurposeForm regcode={regcode} />}
          <ChangesList locale={locale} changes={comparison.changes} />
          <p className="print:hidden">
            {/* A plain link: the report is a document of its own (a route, not a page), for the browser to load itself. */}
            <a href={`${pagePaths.report(regcode)}?changes_since=${comparison.from.sha256}`}>{t("printWithChanges")}</a>
          </p>
        </>
      )}
    </article>
  );
}

function RetrievalLink({ regcode, retrieval }: { regcode: string; retrieval: ComparedRetrieval }) {
  const t = useTranslations("report.changesPage");
  return (
    <AppLink href={pagePaths.entity(regcode, retrieval.sha256)}>
      {t.rich("retrieval", {
        time: () => <UtcTime value={retrieval.retrievedAt} />,
        hash: () => <code>{retrieval.sha256.slice(0, 12)}…</code>,
      })}
    </AppLink>
  );
}

/**
 * The comparison, once per request (React's cache), shared by the page and its title: opening it is one audit
 * event, however many parts of the page read it.
 */
const load = cache(
  async (
    regcode: string,
    from: string | null,
    to: string | null,
  ): Promise<{ error: AppError } | { comparison: Comparison }> => {
    const [viewer, requestHeaders] = await Promise.all([pageViewer(ANALYST_ACCESS), headers()]);
    return compare(viewer, regcode, from, to, requestHeaders);
  },
);

async function compare(
  viewer: Viewer,
  regcode: string,
  from: string | null,
  to: string | null,
  requestHeaders: Headers,
): Promise<{ error: AppError } | { comparison: Comparison }> {
  // On a full-page load proxy.ts has already met a bad or unknown hash, and answered with its status.
  const handed = decodeEntityError(requestHeaders.get(ENTITY_ERROR_HEADER));
  if (handed) return { error: handed };
  try {
    const locale = await getLocale();
    const checked = parseRegcode(regcode);
    const actor = auditActor(requestHeaders, viewer);
    return { comparison: await changesForViewer({ regcode: checked, viewer, actor, from, to, locale }) };
  } catch (error) {
    if (error instanceof AppError) return { error: toAppError(error) };
    throw error;
  }
}
