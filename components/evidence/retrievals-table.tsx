import { AppLink } from "@/components/shared/app-link";
import { useLocale, useTranslations } from "next-intl";
import { pagePaths } from "@/lib/domain/routes/page-paths";
import type { RetrievalEntry } from "@/lib/domain/evidence/list-retrievals";
import { retrievalActorName } from "@/lib/domain/evidence/retrieval-actor-name";
import { SHORT_SHA256 } from "@/lib/domain/evidence/short-sha256";
import { formatUtcTime } from "@/lib/platform/format/format-utc-time";
import type { Viewer } from "@/lib/domain/viewer/viewer";
import { LocalTime } from "./local-time";
import { UtcTime } from "@/components/shared/utc-time";

const CHANGE_KEY = { true: "changed", false: "same", null: "first" } as const;
const COLUMNS = ["retrieved", "who", "sha256", "changed", "credential", "pdfs"] as const;

/** Retrievals of one entity, newest first: when, who, which bytes, whether they changed; each opens its stored copy. */
export function RetrievalsTable({
  regcode,
  rows,
  viewer,
}: {
  regcode: string;
  rows: readonly RetrievalEntry[];
  viewer: Viewer;
}) {
  const t = useTranslations("report.retrievals");
  const locale = useLocale();
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{t("caption", { regcode })}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-2 py-1 font-semibold">
                {column === "sha256" ? "SHA-256" : t(`columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-slate-200 align-top" data-retrieval={row.id}>
              <td className="px-2 py-1">
                <AppLink href={pagePaths.entity(regcode, row.sha256)} className="underline">
                  <UtcTime value={row.retrievedAt} />
                </AppLink>
                <LocalTime iso={row.retrievedAt.toISOString()} />
              </td>
              <td className="px-2 py-1">{retrievalActorName(row.actor, viewer, locale)}</td>
              <td className="px-2 py-1 font-mono">
                <abbr title={row.sha256} className="no-underline">
                  {row.sha256.slice(0, SHORT_SHA256)}…
                </abbr>
              </td>
              <td className="px-2 py-1">{t(`change.${CHANGE_KEY[`${row.changed}`]}`)}</td>
              <td className="px-2 py-1">{row.credential ?? <span className="text-slate-500">—</span>}</td>
              <td className="px-2 py-1 font-mono">
                {row.pdfs.length === 0 && <span className="text-slate-500">—</span>}
                {row.pdfs.map((pdf) => (
                  <abbr
                    key={`${pdf.sha256}-${pdf.createdAt.toISOString()}`}
                    title={pdf.sha256}
                    className="block no-underline"
                  >
                    {t("pdf", {
                      sha256: pdf.sha256.slice(0, SHORT_SHA256),
                      language: pdf.locale,
                      time: formatUtcTime(pdf.createdAt),
                    })}
                  </abbr>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
