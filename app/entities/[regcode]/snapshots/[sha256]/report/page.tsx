import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { formatDate } from "@/lib/format/format-date";
import { pageQuery } from "@/lib/http/page-query";
import { loadEntity } from "../../../load-entity";
import { EntityReport } from "../../../report/entity-report";

interface PageProps {
  params: Promise<{ regcode: string; sha256: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { regcode, sha256 } = await params;
  const [result, t, locale] = await Promise.all([
    loadEntity(regcode, "report", sha256).catch(() => null),
    getTranslations("report.metadata"),
    getLocale(),
  ]);
  if (!result) return { title: t("fallbackTitle", { regcode }) };
  const day = formatDate(result.retrievedAt, locale);
  return { title: t("storedTitle", { name: result.record.legal_name, regcode, day }) };
}

/** The due-diligence report of one stored retrieval, exactly as the registry sent it then. */
export default async function SnapshotReportPage({ params, searchParams }: PageProps) {
  const [{ regcode, sha256 }, query] = await Promise.all([params, searchParams.then(pageQuery)]);
  return <EntityReport regcode={regcode} query={query} snapshot={sha256} />;
}
