import type { Metadata } from "next";
import { EntityNotFound } from "@/components/profile/entity-not-found";
import { UpstreamError } from "@/components/profile/upstream-error";
import { ReportView } from "@/components/report/report-view";
import { APP_VERSION } from "@/lib/app-version";
import { AppError } from "@/lib/errors/app-error";
import { lookupIdentity, lookupLegalEntity } from "@/lib/registry/registry";
import { paperOf } from "@/lib/report/print-css";

interface PageProps {
  params: Promise<{ regcode: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { regcode } = await params;
  const result = await lookupLegalEntity(regcode).catch(() => null);
  return { title: result ? `Report: ${result.record.legal_name} (${regcode})` : `Report ${regcode}` };
}

/**
 * The due-diligence report. It reads the shared cache, like the exports, so the cover's hash
 * and retrieval time are those of the record.json downloaded beside it.
 */
export default async function ReportPage({ params, searchParams }: PageProps) {
  const [{ regcode }, query] = await Promise.all([params, searchParams]);
  const [outcome, identity] = await Promise.all([
    lookupLegalEntity(regcode).then(
      (result) => ({ result }),
      (error: unknown) => ({ error }),
    ),
    lookupIdentity().catch(() => null),
  ]);
  if ("error" in outcome) {
    const { error } = outcome;
    if (!(error instanceof AppError)) throw error;
    if (error.code === "invalid_regcode" || error.code === "not_found") {
      return <EntityNotFound regcode={regcode} invalid={error.code === "invalid_regcode"} />;
    }
    return <UpstreamError code={error.code} message={error.message} retryHref={`/entities/${regcode}/report`} />;
  }
  return (
    <ReportView result={outcome.result} identity={identity} appVersion={APP_VERSION} paper={paperOf(query.paper)} />
  );
}
