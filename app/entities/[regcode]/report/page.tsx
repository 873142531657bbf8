import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageQuery } from "@/lib/http/page-query";
import { loadEntity } from "../load-entity";
import { EntityReport } from "./entity-report";

interface PageProps {
  params: Promise<{ regcode: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { regcode } = await params;
  const [result, t] = await Promise.all([
    loadEntity(regcode, "report").catch(() => null),
    getTranslations("report.metadata"),
  ]);
  return {
    title: result ? t("title", { name: result.record.legal_name, regcode }) : t("fallbackTitle", { regcode }),
  };
}

/** The due-diligence report of the live record. */
export default async function ReportPage({ params, searchParams }: PageProps) {
  const [{ regcode }, query] = await Promise.all([params, searchParams.then(pageQuery)]);
  return <EntityReport regcode={regcode} query={query} />;
}
