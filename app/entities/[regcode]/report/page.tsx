import type { Metadata } from "next";
import { ReportChangesSection } from "@/components/changes/report-changes-section";
import { EntityLoadError } from "@/components/profile/entity-load-error";
import { ReportView } from "@/components/report/report-view";
import { APP_VERSION } from "@/lib/app-version";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { pageViewer } from "@/lib/auth/current-viewer";
import { changesForViewer } from "@/lib/changes/changes-for-viewer";
import { AppError } from "@/lib/errors/app-error";
import { headers } from "next/headers";
import { isDemoMode } from "@/lib/demo-mode";
import { pageQuery } from "@/lib/http/page-query";
import { paperOf } from "@/lib/report/print-css";
import { loadEntity, loadEntityOutcome, loadIdentity, pageActor } from "../load-entity";

interface PageProps {
  params: Promise<{ regcode: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { regcode } = await params;
  const result = await loadEntity(regcode, "report").catch(() => null);
  return { title: result ? `Report: ${result.record.legal_name} (${regcode})` : `Report ${regcode}` };
}

/**
 * The due-diligence report. It reads the shared cache, like the exports, so the cover's hash
 * and retrieval time are those of the record.json downloaded beside it.
 */
export default async function ReportPage({ params, searchParams }: PageProps) {
  const [{ regcode }, query] = await Promise.all([params, searchParams.then(pageQuery)]);
  const [outcome, identity] = await Promise.all([loadEntityOutcome(regcode, "report"), loadIdentity()]);
  if ("error" in outcome) {
    return <EntityLoadError error={outcome.error} regcode={regcode} retryHref={`/entities/${regcode}/report`} />;
  }
  await recordAuditEvent(await pageActor(), "report-view", { regcode, sha256: outcome.result.sha256 });
  // `?changes_since={sha256}`: what changed from that stored retrieval to the one reported.
  const since = query.get("changes_since");
  const changes =
    since === null
      ? undefined
      : await changesForViewer({
          regcode,
          viewer: await pageViewer(),
          headers: await headers(),
          from: since,
          to: outcome.result.sha256,
        }).then(
          (comparison) => ({ comparison }),
          (error: unknown) => {
            if (error instanceof AppError) return { error };
            throw error;
          },
        );
  return (
    <ReportView
      result={outcome.result}
      identity={identity}
      appVersion={APP_VERSION}
      paper={paperOf(query)}
      demo={isDemoMode()}
      changes={since === null || !changes ? undefined : { since, section: <ReportChangesSection outcome={changes} /> }}
    />
  );
}
