import { formatUtcTime } from "@/lib/platform/format/format-utc-time";
import type { Compared, Comparison } from "@/lib/domain/changes/compare-retrievals";
import { type AppError, messageIn } from "@/lib/platform/errors/app-error";
import { ChangesList } from "./changes-list";
import { CredentialNote } from "./credential-note";
import { translator } from "@/lib/platform/i18n/translator";
import type { Locale } from "@/lib/platform/i18n/locales";
import { SectionTitle } from "@/components/ui/section-title";

const HEADING_ID = "changes-since-heading";

/** The report's optional "Changes since …" section: what changed from an earlier retrieval to the one reported. */
export function ReportChangesSection({
  outcome,
  locale,
}: {
  outcome: { comparison: Comparison } | { error: AppError };
  locale: Locale;
}) {
  const t = translator(locale, "report.changesSince");
  const heading =
    "comparison" in outcome && outcome.comparison.kind === "compared"
      ? t("heading", { time: formatUtcTime(outcome.comparison.from.retrievedAt) })
      : t("headingEarlier");
  return (
    <section id="changes-since" aria-labelledby={HEADING_ID} className="space-y-3 border-t border-slate-200 pt-4">
      <SectionTitle id={HEADING_ID}>{heading}</SectionTitle>
      {"error" in outcome ? (
        <p role="alert">{t("failed", { message: messageIn(outcome.error, locale) })}</p>
      ) : outcome.comparison.kind === "compared" ? (
        <ComparedChanges locale={locale} comparison={outcome.comparison} />
      ) : (
        <p>{t("nothing")}</p>
      )}
    </section>
  );
}

function ComparedChanges({ comparison, locale }: { comparison: Compared; locale: Locale }) {
  const t = translator(locale, "report.changesSince");
  const from = comparison.from.sha256;
  return (
    <>
      <p className="text-sm">{t.rich("from", { hash: () => <code className="break-all">{from}</code> })}</p>
      <CredentialNote locale={locale} comparison={comparison} />
      <ChangesList changes={comparison.changes} idPrefix="changes-since" level={3} locale={locale} />
    </>
  );
}
