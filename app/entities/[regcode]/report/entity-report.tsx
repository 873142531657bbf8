import { headers } from "next/headers";
import { getLocale } from "next-intl/server";
import { ReportChangesSection } from "@/components/changes/report-changes-section";
import { SnapshotNotFound } from "@/components/evidence/snapshot-not-found";
import { EntityLoadError } from "@/components/profile/entity-load-error";
import { ReportView } from "@/components/report/report-view";
import { APP_VERSION } from "@/lib/app-version";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { pageViewer } from "@/lib/auth/current-viewer";
import { changesForViewer } from "@/lib/changes/changes-for-viewer";
import { AppError } from "@/lib/errors/app-error";
import { entityPath } from "@/lib/evidence/entity-paths";
import { isDemoMode } from "@/lib/demo-mode";
import { paperOf } from "@/lib/report/print-css";
import { loadEntityOutcome, loadIdentity, pageActor } from "../load-entity";

/**
 * The due-diligence report of the live record (through the shared cache, like the exports, so the
 * cover's hash and retrieval time are those of the record.json downloaded beside it) or, with
 * `snapshot`, of the stored copy with that SHA-256.
 */
export async function EntityReport({
  regcode,
  query,
  snapshot,
}: {
  regcode: string;
  query: URLSearchParams;
  snapshot?: string;
}) {
  const [outcome, identity] = await Promise.all([loadEntityOutcome(regcode, "report", snapshot), loadIdentity()]);
  if ("error" in outcome) {
    const { error } = outcome;
    if (snapshot !== undefined && (error.code === "bad_request" || error.code === "not_found"))
      return <SnapshotNotFound regcode={regcode} error={error} />;
    return <EntityLoadError error={error} regcode={regcode} retryHref={`${entityPath(regcode, snapshot)}/report`} />;
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
          locale: await getLocale(),
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
      snapshot={snapshot}
      changes={since === null || !changes ? undefined : { since, section: <ReportChangesSection outcome={changes} /> }}
    />
  );
}
