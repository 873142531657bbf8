import { ReportOwnershipSection } from "@/components/ownership/report-ownership-section";
import { Fact } from "@/components/report/report-cover";
import { UtcTime } from "@/components/shared/utc-time";
import type { CaseDossier } from "@/lib/domain/cases/case-dossier";
import type { CaseState } from "@/lib/domain/cases/case-types";
import { apiPaths } from "@/lib/domain/routes/api-paths";
import { formatUtcTime } from "@/lib/platform/format/format-utc-time";
import { translator } from "@/lib/platform/i18n/translator";
import { sectionLabel } from "@/lib/registry/record/sections";
import type { Locale } from "@/lib/platform/i18n/locales";
import { CELL, CaseCover, CasePrintStyle, CaseReportToolbar, CaseSection, CaseTable } from "./case-report-parts";

export interface CaseReportProps {
  dossier: CaseDossier;
  locale: Locale;
  /** When the report was made: on the cover and every printed page (to the second). */
  generatedAt: Date;
  /** The app runs on its demo registry: every printed page says so. */
  demo: boolean;
}

/**
 * The due-diligence report of a case: the cover (decision, risk, who prepared and approved it and when), the
 * risk factors with their evidence, the pinned ownership determination, the notes with every version, the
 * history of its states and every retrieval it pinned with its whole SHA-256. Everything but the generation
 * time comes from what the case stored, so the paper can be checked against the database.
 */
export function CaseReportView({ dossier, locale, generatedAt, demo }: CaseReportProps) {
  const t = translator(locale, "report.caseReport");
  const { view, determination } = dossier;
  const own = view.evidence.find((e) => e.depth === 0) ?? null;
  return (
    <>
      <CasePrintStyle
        locale={locale}
        demo={demo}
        caseId={view.id}
        name={view.legalName ?? view.regcode}
        regcode={view.regcode}
        generatedAt={generatedAt}
        sha256={own?.sha256 ?? null}
      />
      <CaseReportToolbar
        locale={locale}
        links={{
          pdf: apiPaths.caseReportPdf(view.id, locale),
          json: { href: apiPaths.caseManifest(view.id), label: t("toolbar.manifest") },
          otherLanguage: apiPaths.caseReport(view.id, locale === "en" ? "lv" : "en"),
        }}
      />
      <CaseReportCover dossier={dossier} locale={locale} generatedAt={generatedAt} />
      <div className="space-y-8">
        <RiskFactors dossier={dossier} locale={locale} />
        {determination ? (
          <ReportOwnershipSection ownership={{ state: "ready", determination }} locale={locale} />
        ) : (
          <CaseSection id="ownership" title={sectionLabel("ownership", locale)}>
            <p className="text-sm">{t("ownership.none")}</p>
          </CaseSection>
        )}
        <Notes dossier={dossier} locale={locale} />
        <History dossier={dossier} locale={locale} />
        <Evidence dossier={dossier} locale={locale} />
      </div>
    </>
  );
}

function CaseReportCover({ dossier, locale, generatedAt }: Omit<CaseReportProps, "demo">) {
  const t = translator(locale, "report.caseReport");
  const levels = translator(locale, "cases.risk.levels");
  const { view } = dossier;
  const own = view.evidence.find((e) => e.depth === 0);
  const { risk } = view;
  return (
    <CaseCover
      locale={locale}
      kicker={t("kicker")}
      title={view.legalName ?? view.regcode}
      data={{
        "data-case-report": view.id,
        "data-record-sha256": own?.sha256,
        "data-retrieved-at": own?.retrievedAt,
      }}
      footnote={t("cover.howToVerify")}
    >
      <Fact label={t("cover.regcode")}>
        <span className="font-mono">{view.regcode}</span>
      </Fact>
      <Fact label={t("cover.caseNumber")}>{view.id}</Fact>
      <Fact label={t("cover.kind")}>{t(`kinds.${view.kind}`)}</Fact>
      <Fact label={t("cover.state")}>
        <span data-case-state={view.state}>{t(`states.${view.state}`)}</span>
      </Fact>
      <Fact label={t("cover.purpose")}>{view.purpose}</Fact>
      <Fact label={t("cover.decision")}>
        <strong data-case-decision={view.decision ?? ""}>
          {view.decision ? t(`decisions.${view.decision}`) : t("cover.noDecision")}
        </strong>
      </Fact>
      {view.conclusion !== null && (
        <Fact label={t("cover.conclusion")}>
          <span className="whitespace-pre-wrap">{view.conclusion}</span>
        </Fact>
      )}
      <Fact label={t("cover.riskLevel")}>
        {risk ? (
          <>
            <span data-risk-level={risk.level}>
              {t("cover.riskLevelValue", {
                level: levels(risk.level),
                points: risk.points,
                version: risk.modelVersion,
              })}
            </span>
            {risk.override && (
              <span className="block">
                {t("cover.riskOverride", {
                  level: levels(risk.override.level),
                  modelLevel: levels(risk.modelLevel),
                  reason: risk.override.reason,
                })}
              </span>
            )}
          </>
        ) : (
          t("cover.noRisk")
        )}
      </Fact>
      <Fact label={t("cover.preparer")}>{view.preparer.name}</Fact>
      <Fact label={t("cover.approvers")}>
        {view.approvers.length === 0 ? (
          t("cover.noApprovers", { needed: view.approvalsNeeded })
        ) : (
          <ul>
            {view.approvers.map((a) => (
              <li key={a.userId} data-approver={a.userId}>
                {t("cover.approverAt", { name: a.name, time: formatUtcTime(a.at) })}
              </li>
            ))}
          </ul>
        )}
      </Fact>
      {view.dueOn !== null && <Fact label={t("cover.dueOn")}>{view.dueOn}</Fact>}
      <Fact label={t("cover.nextReview")}>{view.nextReviewOn ?? t("cover.notSet")}</Fact>
      <Fact label={t("cover.generatedAt")} evidence>
        <UtcTime value={generatedAt} />
      </Fact>
      {dossier.reportSha256 && (
        <Fact label={t("cover.reportPdf")} evidence>
          <code className="break-all">{dossier.reportSha256}</code>
        </Fact>
      )}
    </CaseCover>
  );
}

function RiskFactors({ dossier, locale }: { dossier: CaseDossier; locale: Locale }) {
  const t = translator(locale, "report.caseReport.factors");
  const factors = translator(locale, "cases.risk.factors");
  const { risk } = dossier.view;
  const assessed = risk?.factors ?? [];
  const label = (key: string) => (factors.has(key as never) ? factors(key as never) : key);
  return (
    <CaseSection id="risk-factors" title={t("heading")}>
      {assessed.length === 0 ? (
        <p className="text-sm">{t("none")}</p>
      ) : (
        <CaseTable
          caption={t("caption")}
          columns={[{ label: t("factor") }, { label: t("points") }, { label: t("evidence") }]}
        >
          {assessed.map((factor) => (
            <tr key={factor.key} className="border-b border-slate-200" data-factor={factor.key}>
              <td className={CELL}>{label(factor.key)}</td>
              <td className={CELL}>{factor.points}</td>
              <td className={CELL}>
                <ul className="space-y-1">
                  {factor.evidence.map((e, i) => (
                    <li key={i}>
                      <span className="font-mono">{e.regcode}</span>
                      {e.sha256 && (
                        <>
                          {" · "}
                          <code className="break-all">{e.sha256}</code>
                        </>
                      )}
                      {" · "}
                      {t("section", { section: e.section })}
                      {e.detail && ` · ${e.detail}`}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </CaseTable>
      )}
    </CaseSection>
  );
}

function Notes({ dossier, locale }: { dossier: CaseDossier; locale: Locale }) {
  const t = translator(locale, "report.caseReport.notes");
  return (
    <CaseSection id="notes" title={t("heading")}>
      {dossier.notes.length === 0 ? (
        <p className="text-sm">{t("none")}</p>
      ) : (
        <ol className="space-y-4">
          {dossier.notes.map((note) => {
            const earlier = note.versions.slice(0, -1).reverse();
            return (
              <li key={note.id} data-note={note.id} className="space-y-1 text-sm">
                <p className="text-slate-600">
                  {t("byline", { name: note.author.name, time: formatUtcTime(note.createdAt) })}
                  {note.version > 1 && ` · ${t("edited")}`}
                </p>
                <p className="whitespace-pre-wrap">{note.text}</p>
                {earlier.length > 0 && (
                  <div className="border-l-2 border-slate-300 pl-3">
                    <p className="font-semibold">{t("earlier")}</p>
                    <ol className="space-y-1">
                      {earlier.map((v) => (
                        <li key={v.version}>
                          <p className="text-slate-600">
                            {t("version", {
                              version: v.version,
                              name: v.editedBy.name,
                              time: formatUtcTime(v.editedAt),
                            })}
                          </p>
                          <p className="whitespace-pre-wrap">{v.text}</p>
                        </li>
                      ))}
                    </ol>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </CaseSection>
  );
}

function History({ dossier, locale }: { dossier: CaseDossier; locale: Locale }) {
  const t = translator(locale, "report.caseReport.history");
  const states = translator(locale, "report.caseReport.states");
  const state = (s: CaseState) => states(s);
  return (
    <CaseSection id="history" title={t("heading")}>
      <CaseTable
        caption={t("caption")}
        columns={[{ label: t("at") }, { label: t("change") }, { label: t("by") }, { label: t("reason") }]}
      >
        {dossier.history.map((h, i) => (
          <tr key={i} className="border-b border-slate-200">
            <td className={`${CELL} whitespace-nowrap`}>
              <UtcTime value={h.at} />
            </td>
            <td className={CELL}>
              {h.from === null
                ? t("opened", { to: state(h.to) })
                : t("moved", { from: state(h.from), to: state(h.to) })}
            </td>
            <td className={CELL}>{h.by?.name ?? ""}</td>
            <td className={CELL}>{h.reason ?? ""}</td>
          </tr>
        ))}
      </CaseTable>
    </CaseSection>
  );
}

function Evidence({ dossier, locale }: { dossier: CaseDossier; locale: Locale }) {
  const t = translator(locale, "report.caseReport.evidence");
  return (
    <CaseSection id="evidence" title={t("heading")}>
      <CaseTable
        caption={t("caption")}
        columns={[
          { label: t("regcode") },
          { label: t("name") },
          { label: t("depth") },
          { label: t("sha256") },
          { label: t("retrievedAt") },
        ]}
      >
        {dossier.view.evidence.map((e) => (
          <tr key={e.regcode} className="border-b border-slate-200" data-evidence-sha256={e.sha256}>
            <td className={`${CELL} font-mono`}>{e.regcode}</td>
            <td className={CELL}>{e.name ?? ""}</td>
            <td className={CELL}>{e.depth === 0 ? t("entity") : e.depth}</td>
            <td className={CELL}>
              <code className="break-all">{e.sha256}</code>
            </td>
            <td className={`${CELL} whitespace-nowrap`}>
              <UtcTime value={e.retrievedAt} />
            </td>
          </tr>
        ))}
      </CaseTable>
    </CaseSection>
  );
}
