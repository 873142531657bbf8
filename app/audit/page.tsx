import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { AuditFilterForm } from "@/components/audit/audit-filter-form";
import { AuditTable } from "@/components/audit/audit-table";
import { PageTitle } from "@/components/ui/page-title";
import { parseAuditFilter } from "@/lib/domain/audit/audit-filter";
import { AUDIT_PAGE_LIMIT, listAuditEvents } from "@/lib/domain/audit/list-audit-events";
import { AUDIT_ACCESS } from "@/lib/domain/viewer/access-rule";
import { pageViewer } from "@/lib/edge/auth/current-viewer";
import { db } from "@/lib/platform/db/db";
import { AppError, messageIn } from "@/lib/platform/errors/app-error";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account.audit");
  return { title: t("title") };
}

interface PageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const FIELDS = ["user", "regcode", "event", "from", "to"] as const;

/** The audit trail for auditors and admins: filter by user, number, event and date; download the same as CSV. */
export default async function AuditPage({ searchParams }: PageProps) {
  const t = await getTranslations("account.audit");
  await pageViewer(AUDIT_ACCESS);
  const query = await searchParams;
  const params = new URLSearchParams();
  for (const field of FIELDS) {
    const value = [query[field]].flat()[0]?.trim();
    if (value) params.set(field, value);
  }
  const [database, locale] = await Promise.all([db(), getLocale()]);
  const outcome = await Promise.resolve(params)
    .then((given) => listAuditEvents(database, parseAuditFilter(given), AUDIT_PAGE_LIMIT))
    .then(
      (rows) => ({ rows }),
      (error: unknown) => {
        if (error instanceof AppError && error.code === "bad_request") return { error: messageIn(error, locale) };
        throw error;
      },
    );
  const content =
    "error" in outcome ? (
      <p role="alert" className="text-red-800">
        {outcome.error}
      </p>
    ) : outcome.rows.length === 0 ? (
      <p>{t("none")}</p>
    ) : (
      <>
        <p className="text-sm text-slate-700">
          {outcome.rows.length === AUDIT_PAGE_LIMIT
            ? t("limited", { limit: AUDIT_PAGE_LIMIT })
            : t("count", { count: outcome.rows.length })}
        </p>
        <AuditTable rows={outcome.rows} caption={t("caption")} />
      </>
    );
  const csvQuery = params.toString();
  return (
    <div className="space-y-4">
      <PageTitle>{t("title")}</PageTitle>
      <AuditFilterForm values={Object.fromEntries(params)} />
      <p className="text-sm">
        <a href={`/api/audit.csv${csvQuery ? `?${csvQuery}` : ""}`} download>
          {t("download")}
        </a>
      </p>
      {content}
    </div>
  );
}
