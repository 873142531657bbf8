import { exportFiles, exportFilename } from "@/lib/domain/export/csv-exports";
import { apiPaths } from "@/lib/domain/routes/api-paths";
import { translator } from "@/lib/platform/i18n/translator";
import type { Locale } from "@/lib/platform/i18n/locales";

/** Downloads of the entity's record and lists; screen only. */
export function ExportLinks({ regcode, snapshot, locale }: { regcode: string; snapshot?: string; locale: Locale }) {
  const t = translator(locale, "report.toolbar");
  return (
    // One row on a phone, scrolled sideways, as the actions above it.
    <div
      className="flex items-baseline gap-x-3 gap-y-1 overflow-x-auto text-sm whitespace-nowrap sm:flex-wrap sm:overflow-visible sm:whitespace-normal print:hidden"
      data-screen-only=""
    >
      <span className="text-slate-600">{t("download")}</span>
      {exportFiles(locale).map(({ file, label }) => (
        <a key={file} href={apiPaths.export(regcode, file, snapshot)} download={exportFilename(regcode, file)}>
          {label}
        </a>
      ))}
    </div>
  );
}
