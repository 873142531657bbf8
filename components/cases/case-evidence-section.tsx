import { useTranslations } from "next-intl";
import { CopyButton } from "@/components/profile/copy-button";
import { AppLink } from "@/components/shared/app-link";
import { TableHead } from "@/components/shared/table-head";
import { UtcTime } from "@/components/shared/utc-time";
import { SectionTitle } from "@/components/ui/section-title";
import type { CaseView } from "@/lib/domain/cases/case-types";
import { pagePaths } from "@/lib/domain/routes/page-paths";
import { ShortSha } from "./evidence-difference-view";
import { RefreshEvidenceButton } from "./refresh-evidence-button";

const HEADING = "case-evidence";

/** The retrievals the case rests on, each linked to its stored copy; the preparer may pin them afresh. */
export function CaseEvidenceSection({
  view,
  canRefresh,
}: {
  view: Pick<CaseView, "id" | "evidence" | "pinnedAt">;
  canRefresh: boolean;
}) {
  const t = useTranslations("cases.evidence");
  return (
    <section aria-labelledby={HEADING} className="space-y-2">
      <SectionTitle id={HEADING}>{t("title")}</SectionTitle>
      {view.pinnedAt && (
        <p className="text-sm text-slate-700">
          {t.rich("pinnedAt", { time: () => <UtcTime value={view.pinnedAt!} /> })}
        </p>
      )}
      <div className="relative overflow-x-auto">
        {/* On a phone the table scrolls in its own box, not the whole page with it. */}
        <table className="w-full text-left text-sm">
          <TableHead
            caption={t("caption")}
            cellClassName="border-b px-2 py-1"
            columns={[
              { label: t("columns.regcode") },
              { label: t("columns.name") },
              { label: t("columns.depth"), className: "text-right" },
              { label: t("columns.sha256") },
              { label: t("columns.retrievedAt") },
            ]}
          />
          <tbody>
            {view.evidence.map((item) => (
              <tr key={item.regcode} className="border-b border-slate-100 align-top" data-evidence={item.regcode}>
                <td className="px-2 py-1 font-mono">{item.regcode}</td>
                <td className="px-2 py-1">
                  <AppLink href={pagePaths.entity(item.regcode)}>{item.name ?? item.regcode}</AppLink>
                </td>
                <td className="px-2 py-1 text-right tabular-nums">{item.depth}</td>
                <td className="px-2 py-1 whitespace-nowrap">
                  <AppLink
                    href={pagePaths.entity(item.regcode, item.sha256)}
                    aria-label={`${t("open")} ${item.sha256}`}
                  >
                    <ShortSha sha256={item.sha256} />
                  </AppLink>{" "}
                  <CopyButton value={item.sha256} label={t("copySha", { regcode: item.regcode })} />
                </td>
                <td className="px-2 py-1 whitespace-nowrap">
                  <UtcTime value={item.retrievedAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {canRefresh && <RefreshEvidenceButton caseId={view.id} />}
    </section>
  );
}
