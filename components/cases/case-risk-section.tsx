import { useTranslations } from "next-intl";
import { AppLink } from "@/components/shared/app-link";
import { TableHead } from "@/components/shared/table-head";
import { SectionTitle } from "@/components/ui/section-title";
import type { CaseView } from "@/lib/domain/cases/case-types";
import { pagePaths } from "@/lib/domain/routes/page-paths";
import type { Locale } from "@/lib/platform/i18n/locales";
import { partLabel, sectionLabel } from "@/lib/registry/record/sections";
import { RiskBadge } from "./case-badges";
import { RiskOverrideForm } from "./risk-override-form";

const HEADING = "case-risk";

/** The heading of the profile section (or part of one) a factor's evidence is read in. */
function anchorLabel(anchor: string, locale: Locale): string {
  const section = sectionLabel(anchor as Parameters<typeof sectionLabel>[0], locale);
  return section !== anchor ? section : partLabel(anchor as Parameters<typeof partLabel>[0], locale);
}

/**
 * The risk assessment the case rests on: its level (and the preparer's override with the reason), the model's
 * version and points, and each factor with its points and where its evidence is: the profile section and the
 * stored copy it was read from.
 */
export function CaseRiskSection({
  view,
  locale,
  canOverride,
}: {
  view: Pick<CaseView, "id" | "risk">;
  locale: Locale;
  canOverride: boolean;
}) {
  const t = useTranslations("cases");
  const { risk } = view;
  return (
    <section aria-labelledby={HEADING} className="space-y-2">
      <SectionTitle id={HEADING}>{t("risk.title")}</SectionTitle>
      {!risk ? (
        <p>{t("assessment.none")}</p>
      ) : (
        <>
          <p className="flex flex-wrap items-center gap-2">
            <span>{t("risk.level")}:</span> <RiskBadge level={risk.level} />
            <span className="text-sm text-slate-700">
              {t("risk.points", { points: risk.points })} · {t("risk.modelVersion", { version: risk.modelVersion })}
            </span>
          </p>
          {risk.override && (
            <p className="rounded border border-amber-400 bg-amber-50 p-2" data-override>
              {t("assessment.overriddenFrom", {
                level: t(`risk.levels.${risk.modelLevel}`),
                reason: risk.override.reason,
              })}
            </p>
          )}
          {risk.factors.length === 0 ? (
            <p className="text-sm">{t("assessment.noFactors")}</p>
          ) : (
            <div className="relative overflow-x-auto">
              <table className="w-full text-left text-sm">
                <TableHead
                  caption={t("assessment.caption")}
                  cellClassName="border-b px-2 py-1"
                  columns={[
                    { label: t("assessment.columns.factor") },
                    { label: t("assessment.columns.points"), className: "text-right" },
                    { label: t("assessment.columns.evidence") },
                  ]}
                />
                <tbody>
                  {risk.factors.map((factor) => (
                    <tr key={factor.key} className="border-b border-slate-100 align-top">
                      <td className="px-2 py-1">{t(`risk.factors.${factor.key}` as "risk.factors.insolvency")}</td>
                      <td className="px-2 py-1 text-right tabular-nums">{factor.points}</td>
                      <td className="px-2 py-1">
                        <ul className="space-y-0.5">
                          {factor.evidence.map((evidence, i) => (
                            <li key={i} className="wrap-anywhere">
                              {evidence.detail && <span>{evidence.detail} · </span>}
                              <AppLink href={`${pagePaths.entity(evidence.regcode)}#${evidence.section}`}>
                                {t("assessment.section", { section: anchorLabel(evidence.section, locale) })}
                              </AppLink>
                              <span className="font-mono text-xs text-slate-600"> {evidence.regcode}</span>
                              {evidence.sha256 && (
                                <>
                                  {" · "}
                                  <AppLink href={pagePaths.entity(evidence.regcode, evidence.sha256)}>
                                    {t("assessment.storedCopy")}
                                  </AppLink>
                                </>
                              )}
                            </li>
                          ))}
                        </ul>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {canOverride && <RiskOverrideForm caseId={view.id} overridden={risk.override?.level ?? null} />}
        </>
      )}
    </section>
  );
}
