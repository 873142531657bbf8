import Link from "next/link";
import { CopyLinkButton } from "@/components/share/copy-link-button";
import { DownloadPdfLink } from "./download-pdf-link";
import { ExportLinks } from "./export-links";

/** The profile's report, sharing and download actions; screen only. */
export function ProfileActions({ regcode }: { regcode: string }) {
  return (
    <div className="space-y-1 print:hidden" data-screen-only="">
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <Link
          href={`/entities/${regcode}/report`}
          className="rounded border border-slate-300 bg-white px-2 py-0.5 text-slate-900 hover:bg-slate-100"
        >
          Print report
        </Link>
        <DownloadPdfLink regcode={regcode} />
        <CopyLinkButton />
      </div>
      <ExportLinks regcode={regcode} />
    </div>
  );
}
