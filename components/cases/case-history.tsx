import { useTranslations } from "next-intl";
import { TableHead } from "@/components/shared/table-head";
import { UtcTime } from "@/components/shared/utc-time";
import { SectionTitle } from "@/components/ui/section-title";
import type { CaseTransition } from "@/lib/domain/cases/case-store";

const HEADING = "case-history";

/** Every change of the case's state, oldest first: when, what, who and why. */
export function CaseHistory({ history }: { history: readonly CaseTransition[] }) {
  const t = useTranslations("cases");
  return (
    <section aria-labelledby={HEADING} className="space-y-2">
      <SectionTitle id={HEADING}>{t("history.title")}</SectionTitle>
      <div className="relative overflow-x-auto">
        <table className="w-full text-left text-sm">
          <TableHead
            caption={t("history.caption")}
            cellClassName="border-b px-2 py-1"
            columns={[
              { label: t("history.columns.when") },
              { label: t("history.columns.change") },
              { label: t("history.columns.who") },
              { label: t("history.columns.reason") },
            ]}
          />
          <tbody>
            {history.map((step, i) => (
              <tr key={i} className="border-b border-slate-100 align-top">
                <td className="px-2 py-1 whitespace-nowrap">
                  <UtcTime value={step.at} />
                </td>
                <td className="px-2 py-1">
                  {step.from === null
                    ? t("history.opened", { to: t(`states.${step.to}`) })
                    : t("history.moved", { from: t(`states.${step.from}`), to: t(`states.${step.to}`) })}
                </td>
                <td className="px-2 py-1">{step.by?.name ?? "—"}</td>
                <td className="px-2 py-1 whitespace-pre-wrap wrap-anywhere">{step.reason ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
