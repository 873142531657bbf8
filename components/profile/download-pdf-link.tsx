import { pagePaths } from "@/lib/domain/routes/page-paths";
import { exportFilename } from "@/lib/domain/export/csv-exports";
import { translator } from "@/lib/platform/i18n/translator";
import type { Locale } from "@/lib/platform/i18n/locales";
import { buttonClass } from "@/components/ui/button";

/**
 * The report as a PDF made on the server (GET …/report.pdf of the live record or of the stored copy
 * `snapshot`, with the report's own `search`), styled as a button.
 */
export function DownloadPdfLink({
  regcode,
  snapshot,
  search = "",
  locale,
}: {
  regcode: string;
  snapshot?: string;
  search?: string;
  locale: Locale;
}) {
  const t = translator(locale, "report.toolbar");
  return (
    <a
      href={`${pagePaths.reportPdf(regcode, snapshot)}${search}`}
      download={exportFilename(regcode, "report.pdf")}
      className={buttonClass({ size: "sm" }, "text-sm text-slate-900")}
    >
      {t("downloadPdf")}
    </a>
  );
}
