import { pagePaths } from "@/lib/domain/routes/page-paths";
import { exportFilename } from "@/lib/domain/export/csv-exports";
import { SUMMARY_PDF } from "@/lib/domain/report/report-variant";
import { translator } from "@/lib/platform/i18n/translator";
import type { Locale } from "@/lib/platform/i18n/locales";
import { buttonClass } from "@/components/ui/button";

/**
 * The report as a PDF made on the server (GET …/report.pdf of the live record or of the stored copy
 * `snapshot`, with the report's own `search`), styled as a button; `summary` when the search asks for the summary.
 */
export function DownloadPdfLink({
  regcode,
  snapshot,
  search = "",
  summary = false,
  label,
  locale,
}: {
  regcode: string;
  snapshot?: string;
  search?: string;
  summary?: boolean;
  /** The link's words: "Download PDF" by default. */
  label?: string;
  locale: Locale;
}) {
  const t = translator(locale, "report.toolbar");
  return (
    <a
      href={`${pagePaths.reportPdf(regcode, snapshot)}${search}`}
      download={exportFilename(regcode, summary ? SUMMARY_PDF : "report.pdf")}
      className={buttonClass({ size: "sm" }, "text-sm text-slate-900")}
    >
      {label ?? t("downloadPdf")}
    </a>
  );
}
