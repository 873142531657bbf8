import { KeyFindingsList } from "@/components/profile/key-findings-list";
import { PageTitle } from "@/components/ui/page-title";
import type { KeyFinding } from "@/lib/domain/profile/key-findings";
import type { Anchor } from "@/lib/registry/record/sections";
import { CodeText } from "@/components/profile/code-text";
import { formatUtcTime } from "@/lib/platform/format/format-utc-time";
import type { LegalEntityResult } from "@/lib/registry/client/registry-client";
import { translator } from "@/lib/platform/i18n/translator";
import type { Locale } from "@/lib/platform/i18n/locales";

export interface ReportCoverProps {
  result: LegalEntityResult;
  credentialName: string | null;
  appVersion: string;
  findings: KeyFinding[];
  /** Retrieved from the embedded demo registry: the cover says the record is invented. */
  demo: boolean;
  /** Why persons are withheld in this answer, when any is: said here once for the whole report. */
  withheldReason?: string | null;
  /** The language the report or profile is worded in. */
  locale: Locale;
  /** What the report is, above the entity's name; the full due-diligence report's words by default. */
  kicker?: string;
  /** Where a finding's section is, when this report does not have it (see KeyFindingsList). */
  findingsHref?: (anchor: Anchor) => string;
}

/**
 * What was seen, when, from where and through which credential: the report's evidence statement, in the
 * reader's language and saying which. The evidence itself (time, address, hash) reads the same in every language.
 */
export function ReportCover({
  result,
  credentialName,
  appVersion,
  findings,
  demo,
  withheldReason,
  locale,
  kicker,
  findingsHref,
}: ReportCoverProps) {
  const t = translator(locale, "report.cover");
  const demoLabel = translator(locale, "common.demo");
  const { record } = result;
  // The code's words, the code itself on hover: "Registered (REGISTERED)" said one thing twice.
  const codeAndWords = (code: string) => (code === "" ? t("notGiven") : <CodeText locale={locale} code={code} />);
  return (
    <header
      data-report-cover=""
      data-record-sha256={result.sha256}
      data-retrieved-at={result.retrievedAt}
      className="space-y-5"
    >
      <div>
        <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{kicker ?? t("kicker")}</p>
        <PageTitle>{record.legal_name}</PageTitle>
        <p className="text-sm text-slate-600" data-report-language={locale}>
          {t("language", { language: t("languageName") })}
        </p>
      </div>
      {demo && (
        <p data-demo-notice="" className="border-2 border-amber-500 p-3 font-semibold">
          {t("demoNotice", { banner: demoLabel("label") })}
        </p>
      )}
      <dl className={COVER_FACTS}>
        <Fact label={t("registrationNumber")}>
          <span className="font-mono">{record.registration_number}</span>
        </Fact>
        <Fact label={t("legalForm")}>{codeAndWords(record.type)}</Fact>
        <Fact label={t("status")}>{codeAndWords(record.status)}</Fact>
        <Fact label={t("retrieved")} evidence>
          <time dateTime={result.retrievedAt}>{formatUtcTime(result.retrievedAt)}</time>
        </Fact>
        <Fact label={t("requestUrl")} evidence>
          <code className="break-all">{result.url}</code>
        </Fact>
        <Fact label={t("credential")}>{credentialName ?? t("credentialUnknown")}</Fact>
        <Fact label={t("recordSha256")} evidence>
          <code className="break-all">{result.sha256}</code>
        </Fact>
        <Fact label={t("appVersion")}>{appVersion}</Fact>
        {withheldReason && <Fact label={translator(locale, "record.withheld")("label")}>{withheldReason}</Fact>}
      </dl>
      <p className="text-xs text-slate-700">{t("howToVerify")}</p>
      <KeyFindingsList locale={locale} findings={findings} hrefOf={findingsHref} />
    </header>
  );
}

/** A cover's list of facts: labels in one column, values beside them. */
export const COVER_FACTS = "grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm [&>dt]:text-slate-600";

/** One fact of a cover; `evidence` marks the language-neutral ones a verifier compares character for character. */
export function Fact({ label, evidence, children }: { label: string; evidence?: boolean; children: React.ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd className="min-w-0" data-evidence={evidence ? "" : undefined}>
        {children}
      </dd>
    </>
  );
}
