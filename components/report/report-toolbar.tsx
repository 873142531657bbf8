import { pagePaths } from "@/lib/domain/routes/page-paths";
import type { Paper } from "@/lib/domain/report/print-css";
import {
  DEFAULT_MIN_SHARE,
  MIN_SHARE_PARAM,
  type ReportVariant,
  VARIANT_PARAM,
  variantParams,
} from "@/lib/domain/report/report-variant";
import { DownloadPdfLink } from "@/components/profile/download-pdf-link";
import { ExportLinks } from "@/components/profile/export-links";
import { Button } from "@/components/ui/button";
import { translator } from "@/lib/platform/i18n/translator";
import type { Locale } from "@/lib/platform/i18n/locales";

const FULL: ReportVariant = { variant: "full" };

/** The report's query for a paper size and variant, keeping the full report's "Changes since …" section. */
function reportSearch(paper: Paper, changesSince: string | undefined, variant: ReportVariant): string {
  const query = new URLSearchParams(variantParams(variant));
  if (paper === "Letter") query.set("paper", "letter");
  if (changesSince && variant.variant === "full") query.set("changes_since", changesSince);
  const text = query.toString();
  return text ? `?${text}` : "";
}

/**
 * The report's screen controls: print, paper size, the other variant (full or summary, and the summary's
 * threshold), back to the profile, downloads. Never printed.
 */
export function ReportToolbar({
  regcode,
  snapshot,
  paper,
  changesSince,
  variant = FULL,
  locale,
}: {
  regcode: string;
  /** The SHA-256 of the stored copy reported, when it is not the live record. */
  snapshot?: string;
  paper: Paper;
  /** The SHA-256 of the retrieval the report's "Changes since …" section starts from, if it has one. */
  changesSince?: string;
  /** The report shown: the full one, or its summary at a threshold. */
  variant?: ReportVariant;
  locale: Locale;
}) {
  const t = translator(locale, "report.toolbar");
  const other: Paper = paper === "A4" ? "Letter" : "A4";
  const profile = pagePaths.entity(regcode, snapshot);
  const report = pagePaths.report(regcode, snapshot);
  const otherHref = `${report}${reportSearch(other, changesSince, variant)}`;
  const summary = variant.variant === "summary";
  const otherVariant: ReportVariant = summary ? FULL : { variant: "summary", minShare: DEFAULT_MIN_SHARE };
  return (
    <div
      className="mb-6 space-y-2 rounded border border-slate-300 bg-white p-3 print:hidden"
      data-screen-only=""
      role="region"
      aria-label={t("label")}
    >
      <div className="flex flex-wrap items-center gap-4 text-sm">
        {/* Wired to the print dialog by the report document's one script; without scripts, the browser's own Print. */}
        <Button type="button" data-print-report="" variant="primary" size="sm">
          {t("print")}
        </Button>
        <DownloadPdfLink
          locale={locale}
          regcode={regcode}
          snapshot={snapshot}
          search={reportSearch(paper, changesSince, variant)}
          summary={summary}
        />
        <span>
          {t.rich("paper", { paper, strong: (chunks) => <strong>{chunks}</strong> })} ·{" "}
          <a href={otherHref} className="underline">
            {t("switchTo", { paper: other })}
          </a>
        </span>
        <a href={`${report}${reportSearch(paper, changesSince, otherVariant)}`} data-report-variant-link="">
          {t(summary ? "fullReport" : "summaryReport")}
        </a>
        <a href={profile}>{t(snapshot === undefined ? "backToProfile" : "backToStoredCopy")}</a>
      </div>
      {summary && (
        // A plain form: the report is a document without the app's scripts.
        <form method="get" action={report} className="flex flex-wrap items-center gap-2 text-sm" data-min-share-form="">
          <input type="hidden" name={VARIANT_PARAM} value="summary" />
          {paper === "Letter" && <input type="hidden" name="paper" value="letter" />}
          <label className="flex items-center gap-2">
            {t("minShare")}
            <input
              type="number"
              name={MIN_SHARE_PARAM}
              min={0}
              max={100}
              step="any"
              defaultValue={variant.minShare}
              className="w-20 rounded border border-slate-300 px-2 py-0.5"
            />
            %
          </label>
          <Button type="submit" size="sm">
            {t("applyMinShare")}
          </Button>
        </form>
      )}
      <ExportLinks locale={locale} regcode={regcode} snapshot={snapshot} />
    </div>
  );
}
