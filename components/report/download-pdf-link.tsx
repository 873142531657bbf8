import { exportFilename } from "@/lib/export/csv-exports";

/** The report as a PDF made on the server (GET /entities/{n}/report.pdf, with the report's own `search`), styled as a button. */
export function DownloadPdfLink({ regcode, search = "" }: { regcode: string; search?: string }) {
  return (
    <a
      href={`/entities/${regcode}/report.pdf${search}`}
      download={exportFilename(regcode, "report.pdf")}
      className="rounded border border-slate-300 bg-white px-2 py-0.5 text-sm text-slate-900 hover:bg-slate-100"
    >
      Download PDF
    </a>
  );
}
