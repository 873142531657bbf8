import { COVER_FACTS, Fact } from "@/components/report/report-cover";
import { UtcTime } from "@/components/shared/utc-time";
import type { DiscrepancyPackage } from "@/lib/domain/cases/discrepancy-package";
import { formatShare } from "@/lib/domain/ownership/share-range";
import { apiPaths } from "@/lib/domain/routes/api-paths";
import { formatUtcTime } from "@/lib/platform/format/format-utc-time";
import { translator } from "@/lib/platform/i18n/translator";
import type { Locale } from "@/lib/platform/i18n/locales";
import { CELL, CaseCover, CasePrintStyle, CaseReportToolbar, CaseSection, CaseTable } from "./case-report-parts";

type Hop = DiscrepancyPackage["beneficialOwners"][number]["paths"][number][number];

/**
 * The register discrepancy package as a document (printed as its PDF): the entity and its register record's
 * SHA-256, the beneficial owners the firm established with every path and each hop's record, and each mismatch
 * with the register explained, with when it was detected, when it is due and whether it was reported. It states
 * the package (discrepancyPackage) and nothing else, so the PDF and the JSON say the same.
 */
export function DiscrepancyReportView({ pack, demo }: { pack: DiscrepancyPackage; demo: boolean }) {
  const locale: Locale = pack.language;
  const t = translator(locale, "report.caseReport.discrepancy");
  const titles = translator(locale, "report.caseReport");
  const name = pack.entity.name ?? pack.entity.regcode;
  return (
    <>
      <CasePrintStyle
        locale={locale}
        demo={demo}
        caseId={pack.caseId}
        name={name}
        regcode={pack.entity.regcode}
        generatedAt={pack.generatedAt}
        sha256={pack.registerRecord?.sha256 ?? null}
      />
      <CaseReportToolbar
        locale={locale}
        links={{
          pdf: apiPaths.caseDiscrepancy(pack.caseId, "discrepancy.pdf", locale),
          json: { href: apiPaths.caseDiscrepancy(pack.caseId, "discrepancy.json", locale), label: "JSON" },
          otherLanguage: apiPaths.caseDiscrepancy(pack.caseId, "discrepancy", locale === "en" ? "lv" : "en"),
        }}
      />
      <CaseCover
        locale={locale}
        kicker={t("kicker")}
        title={name}
        data={{
          "data-discrepancy-report": pack.caseId,
          "data-record-sha256": pack.registerRecord?.sha256,
          "data-retrieved-at": pack.registerRecord?.retrievedAt,
        }}
      >
        <Fact label={t("entity")}>
          {name} (<span className="font-mono">{pack.entity.regcode}</span>)
        </Fact>
        <Fact label={titles("cover.caseNumber")}>{pack.caseId}</Fact>
        <Fact label={t("registerRecord")} evidence>
          {pack.registerRecord ? <code className="break-all">{pack.registerRecord.sha256}</code> : t("noRecord")}
        </Fact>
        {pack.registerRecord && (
          <Fact label={t("retrievedAt")} evidence>
            <UtcTime value={pack.registerRecord.retrievedAt} />
          </Fact>
        )}
        {pack.detectedAt && (
          <Fact label={t("detectedAt")} evidence>
            <UtcTime value={pack.detectedAt} />
          </Fact>
        )}
        {pack.dueOn && <Fact label={t("dueOn")}>{pack.dueOn}</Fact>}
        <Fact label={t("reported")}>
          {pack.reportedToRegister
            ? t("reportedAt", {
                time: formatUtcTime(pack.reportedToRegister.at),
                name: pack.reportedToRegister.by ?? "",
              })
            : t("notReported")}
        </Fact>
        <Fact label={t("generatedAt")} evidence>
          <UtcTime value={pack.generatedAt} />
        </Fact>
      </CaseCover>
      <div className="space-y-8">
        <Owners pack={pack} />
        <Mismatches pack={pack} />
      </div>
    </>
  );
}

function partyText(
  hop: { name: string | null; withheld: boolean },
  t: (key: "owners.withheld" | "owners.unnamed") => string,
) {
  return hop.name ?? (hop.withheld ? t("owners.withheld") : t("owners.unnamed"));
}

function HopText({ hop, last, pack }: { hop: Hop; last: boolean; pack: DiscrepancyPackage }) {
  const t = translator(pack.language, "report.caseReport.discrepancy");
  const words = translator(pack.language, "ownership");
  const range = hop.range ?? (hop.percent === null ? null : { min: hop.percent, max: hop.percent });
  const held =
    hop.basis === "decisive-influence"
      ? words("hop.decisiveInfluence")
      : range
        ? formatShare(range, pack.language, { fixed: false })
        : null;
  return (
    <li>
      {partyText(hop, t)}
      {hop.regcode && (
        <>
          {" "}
          (<span className="font-mono">{hop.regcode}</span>)
        </>
      )}
      {hop.recordSha256 && (
        <>
          {" · "}
          {t("owners.hopRecord")} <code className="break-all">{hop.recordSha256}</code>
        </>
      )}
      {!last && held && <span className="text-slate-600"> → {held} →</span>}
    </li>
  );
}

function Owners({ pack }: { pack: DiscrepancyPackage }) {
  const t = translator(pack.language, "report.caseReport.discrepancy");
  return (
    <CaseSection id="owners" title={t("owners.heading")}>
      {pack.determination === null ? (
        <p className="text-sm">{t("owners.noDetermination")}</p>
      ) : pack.beneficialOwners.length === 0 ? (
        <p className="text-sm">{t("owners.none")}</p>
      ) : (
        <ol className="space-y-4">
          {pack.beneficialOwners.map((owner, i) => (
            <li key={i} className="space-y-1 text-sm" data-owner="">
              <p className="font-semibold">{partyText(owner, t)}</p>
              <dl className={COVER_FACTS}>
                <Fact label={t("owners.share")}>{owner.effectiveShareText}</Fact>
                <Fact label={t("owners.route")}>{owner.routes.map((r) => t(`routes.${r}`)).join(", ")}</Fact>
              </dl>
              <p className="text-slate-600">{t("owners.paths")}</p>
              {owner.paths.length === 0 && owner.controlVia === null && <p>{t("owners.noPath")}</p>}
              {[...owner.paths, ...(owner.controlVia ? [owner.controlVia] : [])].map((path, p) => (
                <ol key={p} className="ml-4 list-decimal" data-path="">
                  {path.map((hop, h) => (
                    <HopText key={h} hop={hop} last={h === path.length - 1} pack={pack} />
                  ))}
                </ol>
              ))}
              {owner.morePaths > 0 && <p>{t("owners.morePaths", { count: owner.morePaths })}</p>}
            </li>
          ))}
        </ol>
      )}
    </CaseSection>
  );
}

function Mismatches({ pack }: { pack: DiscrepancyPackage }) {
  const t = translator(pack.language, "report.caseReport.discrepancy.mismatches");
  return (
    <CaseSection id="mismatches" title={t("heading")}>
      {pack.mismatches.length === 0 ? (
        <p className="text-sm">{t("none")}</p>
      ) : (
        <CaseTable caption={t("heading")} columns={[{ label: t("class") }, { label: t("finding") }]}>
          {pack.mismatches.map((m, i) => (
            <tr key={i} className="border-b border-slate-200" data-mismatch={m.kind}>
              <td className={CELL}>{m.kindText}</td>
              <td className={CELL}>
                {m.explanation}
                {m.detail && <span className="block text-xs">{t("detail", { detail: m.detail })}</span>}
              </td>
            </tr>
          ))}
        </CaseTable>
      )}
    </CaseSection>
  );
}
