import Link from "next/link";
import type { Paper } from "@/lib/report/print-css";
import { DownloadPdfLink } from "./download-pdf-link";
import { ExportLinks } from "./export-links";
import { PrintButton } from "./print-button";

/** The report's screen controls: print, paper size, back to the profile, downloads. Never printed. */
export function ReportToolbar({ regcode, paper }: { regcode: string; paper: Paper }) {
  const other: Paper = paper === "A4" ? "Letter" : "A4";
  const otherHref = `/entities/${regcode}/report${other === "Letter" ? "?paper=letter" : ""}`;
  return (
    <div
      className="mb-6 space-y-2 rounded border border-slate-300 bg-white p-3 print:hidden"
      data-screen-only=""
      role="region"
      aria-label="Report actions"
    >
      <div className="flex flex-wrap items-center gap-4 text-sm">
        <PrintButton />
        <DownloadPdfLink regcode={regcode} />
        <span>
          Paper: <strong>{paper}</strong> · <Link href={otherHref}>Switch to {other}</Link>
        </span>
        <Link href={`/entities/${regcode}`}>Back to the profile</Link>
      </div>
      <ExportLinks regcode={regcode} />
    </div>
  );
}
