import { pagePaths } from "@/lib/domain/routes/page-paths";
import type { Paper } from "@/lib/domain/report/print-css";
import { DownloadPdfLink } from "@/components/profile/download-pdf-link";
import { ExportLinks } from "@/components/profile/export-links";
import { Button } from "@/components/ui/button";
import { translator } from "@/lib/platform/i18n/translator";
import type { Locale } from "@/lib/platform/i18n/locales";

/** The report's query for a paper size, keeping its "Changes since …" section. */
function reportSearch(paper: Paper, changesSince: string | undefined): string {
  const query = new URLSearchParams();
  if (paper === "Letter") query.set("paper", "letter");
  if (changesSince) query.set("changes_since", changesSince);
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** The report's screen controls: print, paper size, back to the profile, downloads. Never printed. */
export function ReportToolbar({
  regcode,
  snapshot,
  paper,
  changesSince,
  locale,
}: {
  regcode: string;
  /** The SHA-256 of the stored copy reported, when it is not the live record. */
  snapshot?: string;
  paper: Paper;
  /** The SHA-256 of the retrieval the report's "Changes since …" section starts from, if it has one. */
  changesSince?: string;
  locale: Locale;
}) {
  const t = translator(locale, "report.toolbar");
  const other: Paper = paper === "A4" ? "Letter" : "A4";
  const profile = pagePaths.entity(regcode, snapshot);
  const otherHref = `${pagePaths.report(regcode, snapshot)}${reportSearch(other, changesSince)}`;
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
          search={reportSearch(paper, changesSince)}
        />
        <span>
          {t.rich("paper", { paper, strong: (chunks) => <strong>{chunks}</strong> })} ·{" "}
          <a href={otherHref} className="underline">
            {t("switchTo", { paper: other })}
          </a>
        </span>
        <a href={profile}>{t(snapshot === undefined ? "backToProfile" : "backToStoredCopy")}</a>
      </div>
      <ExportLinks locale={locale} regcode={regcode} snapshot={snapshot} />
    </div>
  );
}
