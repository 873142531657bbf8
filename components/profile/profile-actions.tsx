import { CopyLinkButton } from "@/components/share/copy-link-button";
import { buttonClass } from "@/components/ui/button";
import { pagePaths } from "@/lib/domain/routes/page-paths";
import { summarySearch } from "@/lib/domain/report/report-variant";
import { DownloadPdfLink } from "./download-pdf-link";
import { ExportLinks } from "./export-links";
import { translator } from "@/lib/platform/i18n/translator";
import type { Locale } from "@/lib/platform/i18n/locales";

/**
 * The profile's report, sharing and download actions; screen only. Links can be copied to the live
 * profile or to this exact retrieval (`sha256`); on a stored copy (`snapshot`) the downloads are of it.
 */
export function ProfileActions({
  regcode,
  sha256,
  snapshot,
  locale,
}: {
  regcode: string;
  sha256: string;
  snapshot?: string;
  locale: Locale;
}) {
  const t = translator(locale, "report.actions");
  return (
    <div className="space-y-1 print:hidden" data-screen-only="">
      {/* One row on a phone, scrolled sideways; wrapped from the small breakpoint up. */}
      <div className="-mx-1 flex items-center gap-2 overflow-x-auto px-1 py-0.5 text-sm whitespace-nowrap sm:mx-0 sm:flex-wrap sm:gap-3 sm:overflow-visible sm:px-0 sm:whitespace-normal">
        {/* A plain link: the report is a document of its own (a route, not a page), for the browser to load itself. */}
        <a href={pagePaths.report(regcode, snapshot)} className={buttonClass({ size: "sm" }, "text-slate-900")}>
          {t("printReport")}
        </a>
        {/* A few pages whatever the record's size: status, officers, main owners, beneficial owners, sanctions. */}
        <a
          href={`${pagePaths.report(regcode, snapshot)}${summarySearch()}`}
          className={buttonClass({ size: "sm" }, "text-slate-900")}
          data-summary-report-link=""
        >
          {t("summaryReport")}
        </a>
        {snapshot === undefined ? (
          <>
            <DownloadPdfLink locale={locale} regcode={regcode} />
            <CopyLinkButton />
            <CopyLinkButton label={t("copyRetrievalLink")} path={pagePaths.entity(regcode, sha256)} />
          </>
        ) : (
          <>
            <DownloadPdfLink locale={locale} regcode={regcode} snapshot={snapshot} />
            <CopyLinkButton label={t("copyRetrievalLink")} />
            <CopyLinkButton label={t("copyLiveLink")} path={pagePaths.entity(regcode)} />
          </>
        )}
      </div>
      <ExportLinks locale={locale} regcode={regcode} snapshot={snapshot} />
    </div>
  );
}
