import { useTranslations } from "next-intl";
import { SnapshotBanner } from "@/components/evidence/snapshot-banner";
import { RelationshipGraphSection } from "@/components/graph/relationship-graph-section";
import { ProfileView } from "@/components/profile/profile-view";
import { TimelineSection } from "@/components/timeline/timeline-section";
import { keyFindings } from "@/lib/profile/key-findings";
import type { GatedResult } from "@/lib/access/gate-record";
import type { Identity } from "@/lib/registry/schemas/identity";
import { type Paper, reportPrintCss } from "@/lib/report/print-css";
import { ReportCover } from "./report-cover";
import { ReportToolbar } from "./report-toolbar";

interface ReportViewProps {
  result: GatedResult;
  identity: Identity | null;
  appVersion: string;
  paper: Paper;
  demo: boolean;
  /** The SHA-256 of the stored copy reported, when it is not the live record. */
  snapshot?: string;
  /** The optional "Changes since …" section, placed after the cover, and the SHA-256 it starts from. */
  changes?: { since: string; section: React.ReactNode };
}

/**
 * The printable due-diligence report: the cover, then every section of the profile with every
 * row and every folded detail shown. Everything printed derives from the retrieval (no clock),
 * so printing the same retrieval again gives the same pages.
 */
export function ReportView({ result, identity, appVersion, paper, demo, snapshot, changes }: ReportViewProps) {
  const t = useTranslations("report");
  const demoLabel = useTranslations("common.demo");
  const { record } = result;
  const css = reportPrintCss({
    paper,
    // Every printed page, not only the first, says when the record is invented.
    header: `${demo ? `${demoLabel("label")} · ` : ""}${record.legal_name} · ${record.registration_number}`,
    // The retrieval time and hash stay as the evidence states them, in every language.
    retrieval: t("print.retrieved", { time: result.retrievedAt }),
    footer: `SHA-256 ${result.sha256}`,
    pages: { page: t("print.page"), of: t("print.of") },
  });
  return (
    <>
      {/* The CSS string escapes "<", so the registry's text cannot end this element. */}
      <style dangerouslySetInnerHTML={{ __html: css }} />
      <ReportToolbar
        regcode={record.registration_number}
        snapshot={snapshot}
        paper={paper}
        changesSince={changes?.since}
      />
      {/* Printed too: a report of a stored copy says so before anything else. */}
      {snapshot !== undefined && (
        <SnapshotBanner regcode={record.registration_number} retrievedAt={result.retrievedAt} />
      )}
      <ProfileView
        result={result}
        identity={identity}
        limit={undefined}
        notice={changes?.section}
        cover={
          <ReportCover
            result={result}
            credentialName={identity?.name ?? null}
            appVersion={appVersion}
            findings={keyFindings(record, Date.parse(result.retrievedAt))}
            demo={demo}
          />
        }
        views={{
          graph: <RelationshipGraphSection result={result} snapshot={snapshot} />,
          timeline: <TimelineSection record={record} printAll />,
        }}
      />
    </>
  );
}
