import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { BatchInputSummary } from "@/components/batches/batch-input-summary";
import { UtcTime } from "@/components/shared/utc-time";
import { PrintButton } from "@/components/report/print-button";
import { PageTitle } from "@/components/ui/page-title";
import { SectionTitle } from "@/components/ui/section-title";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { pageViewer } from "@/lib/edge/auth/current-viewer";
import { rowFlags } from "@/lib/features/batch/batch-csv";
import { BATCH_FLAG_KEYS } from "@/lib/features/batch/batch-flag-keys";
import { batchInputReportSchema } from "@/lib/features/batch/batch-input-report";
import { isFlaggedLevel } from "@/lib/features/batch/batch-risk";
import { RISK_LEVELS } from "@/lib/domain/cases/case-types";
import { batchResults } from "@/lib/features/batch/batch-store";
import { db } from "@/lib/platform/db/db";
import { AppError } from "@/lib/platform/errors/app-error";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("monitoring");
  return { title: t("batch.report.title") };
}

/** Ids of the report's sections, each named by its heading. */
const SECTION = { counts: "counts", flagged: "flagged", inputs: "inputs", held: "held" } as const;

/**
 * The printable summary of a batch: what was screened, by whom and when, the counts per risk level and flag, and
 * the flagged rows (medium or high risk), highest risk first.
 */
export default async function BatchReportPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const t = await getTranslations("monitoring");
  const tr = await getTranslations("cases.risk");
  const viewer = await pageViewer(ANALYST_ACCESS);
  if (!/^\d{1,15}$/.test(id)) notFound();
  const { batch, rows } = await batchResults(await db(), viewer.userId, Number(id)).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found") notFound();
    throw error;
  });
  const finishedAt = batch.finishedAt;
  // Ranked already: highest risk first.
  const flagged = rows.filter((row) => isFlaggedLevel(row.risk?.level ?? null));
  const ran = {
    id: String(batch.id),
    owner: batch.owner,
    email: batch.ownerEmail,
    status: t(`batch.status.${batch.status}`),
    started: () => <UtcTime value={batch.createdAt} />,
  };
  const counts: Array<[string, number]> = [
    [t("batch.report.lookedUp"), batch.counts.total],
    [t("batch.report.found"), batch.counts.found],
    [t("batch.report.notFound"), batch.counts.notFound],
    [t("batch.report.failed"), batch.counts.failed],
    [t("batch.report.cancelled"), batch.counts.cancelled],
    ...[...RISK_LEVELS]
      .reverse()
      .map((level): [string, number] => [
        `${t("batch.report.risk")}: ${tr(`levels.${level}`)}`,
        rows.filter((row) => row.risk?.level === level).length,
      ]),
    ...BATCH_FLAG_KEYS.map((key): [string, number] => [
      t(`batch.flags.${key}`),
      rows.filter((row) => rowFlags(row)[key]).length,
    ]),
  ];
  return (
    <article className="space-y-5">
      <div className="print:hidden" data-screen-only="">
        <PrintButton />
      </div>
      <header className="space-y-1">
        <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{t("batch.report.kicker")}</p>
        <PageTitle>{batch.name}</PageTitle>
        <p className="text-sm">
          {finishedAt
            ? t.rich("batch.report.ranFinished", { ...ran, finished: () => <UtcTime value={finishedAt} /> })
            : t.rich("batch.report.ran", ran)}
        </p>
        <p className="text-sm">
          {t.rich("batch.report.inputHash", {
            hash: () => <code className="break-all">{batch.inputSha256}</code>,
          })}
        </p>
      </header>
      <section aria-labelledby={SECTION.counts}>
        <SectionTitle id={SECTION.counts}>{t("batch.report.counts")}</SectionTitle>
        <table className="text-sm">
          <tbody>
            {counts.map(([label, n]) => (
              <tr key={label}>
                <th scope="row" className="pr-6 text-left font-normal">
                  {label}
                </th>
                <td className="text-right">{n}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby={SECTION.flagged}>
        <SectionTitle id={SECTION.flagged}>{t("batch.report.flagged", { count: flagged.length })}</SectionTitle>
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col" className="pr-4">
                {t("batch.report.number")}
              </th>
              <th scope="col" className="pr-4">
                {t("batch.report.name")}
              </th>
              <th scope="col" className="pr-4">
                {t("batch.report.risk")}
              </th>
              <th scope="col" className="pr-4">
                {t("batch.report.flags")}
              </th>
              <th scope="col">{t("batch.report.recordHash")}</th>
            </tr>
          </thead>
          <tbody>
            {flagged.map((row) => (
              <tr key={row.regcode} className="border-b border-slate-100 align-top">
                {/* Whole on paper too, where the print rules let cells wrap. */}
                <td className="pr-4 font-mono whitespace-nowrap!">{row.regcode}</td>
                <td className="pr-4">{row.name}</td>
                <td className="pr-4 whitespace-nowrap">
                  {row.risk &&
                    t("batch.results.riskCell", {
                      level: tr(`levels.${row.risk.level}`),
                      points: tr("points", { points: row.risk.points }),
                    })}
                </td>
                <td className="pr-4">
                  {BATCH_FLAG_KEYS.filter((key) => rowFlags(row)[key])
                    .map((key) => t(`batch.flags.${key}`))
                    .join("; ")}
                </td>
                <td className="w-[33ch] font-mono text-xs break-all">{row.sha256}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby={SECTION.inputs}>
        <SectionTitle id={SECTION.inputs}>{t("batch.report.screened", { count: rows.length })}</SectionTitle>
        <p className="font-mono text-xs leading-relaxed">
          {[...rows]
            .sort((a, b) => a.position - b.position)
            .map((row) => row.regcode)
            .join(" ")}
        </p>
      </section>
      <BatchInputSummary
        report={batchInputReportSchema.parse(batch.report)}
        numbers={batch.counts.total}
        heading={t("batch.form.kept")}
        headingId={SECTION.held}
        ran
        whole
      />
    </article>
  );
}
