import { COVER_FACTS } from "@/components/report/report-cover";
import { type HeadColumn, TableHead } from "@/components/shared/table-head";
import { PageTitle } from "@/components/ui/page-title";
import { SectionTitle } from "@/components/ui/section-title";
import { buttonClass } from "@/components/ui/button";
import { reportPrintCss } from "@/lib/domain/report/print-css";
import { formatUtcTime } from "@/lib/platform/format/format-utc-time";
import { translator } from "@/lib/platform/i18n/translator";
import type { Locale } from "@/lib/platform/i18n/locales";

// What the case report and the discrepancy report share: sections, covers, tables and their print rules (each
// cover's facts are the entity report's Fact).

export const CELL = "px-2 py-1.5 align-top";

/** A part of the report: an h2 reachable by its anchor. */
export function CaseSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="space-y-3 border-t border-slate-200 pt-4">
      <SectionTitle id={`${id}-heading`}>{title}</SectionTitle>
      {children}
    </section>
  );
}

/** A report's table: its caption and headings, scrolled sideways on a narrow screen; `children` are its rows. */
export function CaseTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly HeadColumn[];
  children: React.ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <TableHead
          caption={caption}
          columns={columns}
          rowClassName="border-b border-slate-300 bg-slate-100"
          cellClassName="px-2 py-1.5 font-semibold"
        />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/**
 * A report's cover: what kind of report it is, the entity's name and the report's language, then its facts
 * (`children`, each the entity report's Fact). `data` are the attributes a verifier reads the cover by.
 */
export function CaseCover({
  locale,
  kicker,
  title,
  data,
  children,
  footnote,
}: {
  locale: Locale;
  kicker: string;
  title: string;
  data: Record<`data-${string}`, string | number | undefined>;
  children: React.ReactNode;
  footnote?: string;
}) {
  const t = translator(locale, "report.caseReport");
  return (
    <header data-report-cover="" {...data} className="mb-8 space-y-5">
      <div>
        <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{kicker}</p>
        <PageTitle>{title}</PageTitle>
        <p className="text-sm text-slate-600" data-report-language={locale}>
          {t("language")}
        </p>
      </div>
      <dl className={COVER_FACTS}>{children}</dl>
      {footnote !== undefined && <p className="text-xs text-slate-700">{footnote}</p>}
    </header>
  );
}

/**
 * The report's print rules: the entity's report's, every page headed with the entity and the case (and the demo
 * registry, if it is one) and the generation time, and footed with the entity's own record's hash.
 */
export function CasePrintStyle({
  locale,
  demo,
  caseId,
  name,
  regcode,
  generatedAt,
  sha256,
}: {
  locale: Locale;
  demo: boolean;
  caseId: number;
  name: string;
  regcode: string;
  generatedAt: Date | string;
  sha256: string | null;
}) {
  const t = translator(locale, "report.print");
  const titles = translator(locale, "report.caseReport");
  const demoLabel = translator(locale, "common.demo");
  const css = reportPrintCss({
    paper: "A4",
    header: `${demo ? `${demoLabel("label")} · ` : ""}${name} · ${regcode} · ${titles("print.header", { id: caseId })}`,
    retrieval: titles("print.generated", { time: formatUtcTime(generatedAt) }),
    footer: sha256 ? `SHA-256 ${sha256}` : "",
    pages: { page: t("page"), of: t("of") },
  });
  // The CSS string escapes "<", so no text in it can end this element.
  return <style dangerouslySetInnerHTML={{ __html: css }} />;
}

/** The report's screen controls: the PDF, the JSON beside it, and the other language. Never printed. */
export function CaseReportToolbar({
  locale,
  links,
}: {
  locale: Locale;
  links: { pdf: string; json: { href: string; label: string }; otherLanguage: string };
}) {
  const t = translator(locale, "report.caseReport.toolbar");
  return (
    <div
      className="mb-6 flex flex-wrap items-center gap-4 rounded border border-slate-300 bg-white p-3 text-sm print:hidden"
      data-screen-only=""
      role="region"
      aria-label={t("label")}
    >
      <a href={links.pdf} className={buttonClass({ size: "sm" }, "text-sm text-slate-900")}>
        {t("downloadPdf")}
      </a>
      <a href={links.json.href}>{links.json.label}</a>
      <a href={links.otherLanguage} hrefLang={locale === "en" ? "lv" : "en"}>
        {t("otherLanguage")}
      </a>
    </div>
  );
}
