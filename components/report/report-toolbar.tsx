import Link from "next/link";
import { useTranslations } from "next-intl";
import { entityPath } from "@/lib/evidence/entity-paths";
import type { Paper } from "@/lib/report/print-css";
import { DownloadPdfLink } from "./download-pdf-link";
import { ExportLinks } from "./export-links";
import { PrintButton } from "./print-button";

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
}: {
  regcode: string;
  /** The SHA-256 of the stored copy reported, when it is not the live record. */
  snapshot?: string;
  paper: Paper;
  /** The SHA-256 of the retrieval the report's "Changes since …" section starts from, if it has one. */
  changesSince?: string;
}) {
  const t = useTranslations("report.toolbar");
  const other: Paper = paper === "A4" ? "Letter" : "A4";
  const profile = entityPath(regcode, snapshot);
  const otherHref = `${profile}/report${reportSearch(other, changesSince)}`;
  return (
    <div
      className="mb-6 space-y-2 rounded border border-slate-300 bg-white p-3 print:hidden"
      data-screen-only=""
      role="region"
      aria-label={t("label")}
    >
      <div className="flex flex-wrap items-center gap-4 text-sm">
        <PrintButton />
        <DownloadPdfLink regcode={regcode} snapshot={snapshot} search={reportSearch(paper, changesSince)} />
        <span>
          {t.rich("paper", { paper, strong: (chunks) => <strong>{chunks}</strong> })} ·{" "}
          <Link href={otherHref} className="underline">
            {t("switchTo", { paper: other })}
          </Link>
        </span>
        <Link href={profile}>{t(snapshot === undefined ? "backToProfile" : "backToStoredCopy")}</Link>
      </div>
      <ExportLinks regcode={regcode} snapshot={snapshot} />
    </div>
  );
}
