import { formatUtcTime } from "@/lib/platform/format/format-utc-time";
import { SnapshotBanner } from "@/components/evidence/snapshot-banner";
import type { RelationshipDrawing } from "@/components/graph/relationship-graph-section";
import { DeterminedOwnersSummary } from "@/components/ownership/determined-owners-summary";
import { type ReportOwnership, ReportOwnershipSection } from "@/components/ownership/report-ownership-section";
import { ProfileView } from "@/components/profile/profile-view";
import { TimelineSection } from "@/components/timeline/timeline-section";
import { keyFindings } from "@/lib/domain/profile/key-findings";
import { ownershipFindings } from "@/lib/domain/ownership/ownership-findings";
import { withheldReasonWords } from "@/lib/domain/profile/withheld";
import type { GatedResult } from "@/lib/domain/access/gate-record";
import type { Identity } from "@/lib/registry/schemas/identity";
import { cutLongValues, PRINT_MAX_CHARS } from "@/lib/domain/report/cut-long-values";
import { type Paper, reportPrintCss } from "@/lib/domain/report/print-css";
import { ReportCover } from "./report-cover";
import { ReportGraphSection } from "./report-graph-section";
import { ReportToolbar } from "./report-toolbar";
import { translator } from "@/lib/platform/i18n/translator";
import type { Locale } from "@/lib/platform/i18n/locales";

interface ReportViewProps {
  result: GatedResult;
  identity: Identity | null;
  appVersion: string;
  paper: Paper;
  demo: boolean;
  /** The SHA-256 of the stored copy reported, when it is not the live record. */
  snapshot?: string;
  /** The optional "Changes since …" section, placed after the cover and overview, and the SHA-256 it starts from. */
  changes?: { since: string; section: React.ReactNode };
  /** The language the report or profile is worded in. */
  locale: Locale;
  /** The relationship graph as drawn for this retrieval (see relationshipDrawing). */
  drawing: RelationshipDrawing;
  /** Who ultimately owns and controls the entity: its section, first after the cover, when given. */
  ownership?: ReportOwnership;
}

/**
 * The printable due-diligence report: the cover, the overview on a page of its own, then every section of
 * the profile with every row and every folded detail shown. Everything printed derives from the retrieval (no clock),
 * so printing the same retrieval again gives the same pages.
 */
export function ReportView({
  result: retrieved,
  identity,
  appVersion,
  paper,
  demo,
  snapshot,
  changes,
  locale,
  drawing,
  ownership,
}: ReportViewProps) {
  const t = translator(locale, "report");
  const demoLabel = translator(locale, "common.demo");
  // A value of hundreds of kB printed whole held the PDF printer for minutes; the cover's hash names the whole record.
  const result = {
    ...retrieved,
    record: cutLongValues(retrieved.record, PRINT_MAX_CHARS, (more) => t("print.cut", { more })),
  };
  const { record } = result;
  const findings = [
    ...keyFindings(record, Date.parse(result.retrievedAt)),
    ...(ownership?.state === "ready" ? ownershipFindings(ownership.determination) : []),
  ];
  // One reason for every withheld person of an answer: the cover says it once, rows on paper only mark them.
  const withheld = findings.some((f) => f.key === "withheld")
    ? withheldReasonWords(identity, result.redaction, locale)
    : null;
  const css = reportPrintCss({
    paper,
    // Every printed page, not only the first, says when the record is invented.
    header: `${demo ? `${demoLabel("label")} · ` : ""}${record.legal_name} · ${record.registration_number}`,
    // The retrieval time and hash stay as the evidence states them, in every language.
    retrieval: t("print.retrieved", { time: formatUtcTime(result.retrievedAt) }),
    footer: `SHA-256 ${result.sha256}`,
    pages: { page: t("print.page"), of: t("print.of") },
    withheldOnCover: withheld !== null,
  });
  return (
    <>
      {/* The CSS string escapes "<", so the registry's text cannot end this element. */}
      <style dangerouslySetInnerHTML={{ __html: css }} />
      <ReportToolbar
        locale={locale}
        regcode={record.registration_number}
        snapshot={snapshot}
        paper={paper}
        changesSince={changes?.since}
      />
      {/* Printed too: a report of a stored copy says so before anything else. */}
      {snapshot !== undefined && (
        <SnapshotBanner locale={locale} regcode={record.registration_number} retrievedAt={result.retrievedAt} />
      )}
      <ProfileView
        locale={locale}
        result={result}
        identity={identity}
        limit={undefined}
        notice={changes?.section}
        overview={{
          determined: ownership && (
            <DeterminedOwnersSummary
              determination={ownership.state === "ready" ? ownership.determination : undefined}
              state={ownership.state === "ready" ? undefined : ownership.state}
              words={{ t: translator(locale, "ownership"), locale }}
            />
          ),
        }}
        cover={
          <ReportCover
            locale={locale}
            result={result}
            credentialName={identity?.name ?? null}
            appVersion={appVersion}
            findings={findings}
            demo={demo}
            withheldReason={withheld}
          />
        }
        views={{
          ownership: ownership && <ReportOwnershipSection ownership={ownership} locale={locale} />,
          graph: <ReportGraphSection drawing={drawing} locale={locale} />,
          timeline: <TimelineSection locale={locale} record={record} printAll />,
        }}
      />
    </>
  );
}
