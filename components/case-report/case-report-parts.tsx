import { SectionTitle } from "@/components/ui/section-title";
import { buttonClass } from "@/components/ui/button";
import { reportPrintCss } from "@/lib/domain/report/print-css";
import { translator } from "@/lib/platform/i18n/translator";
import type { Locale } from "@/lib/platform/i18n/locales";

// What the case report and the discrepancy report share: sections, facts, tables and their print rules.

export const TABLE = "w-full border-collapse text-left text-sm";
export const HEAD_ROW = "border-b border-slate-300 bg-slate-100";
export const HEAD_CELL = "px-2 py-1.5 font-semibold";
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

/** One fact of a cover; `evidence` marks the language-neutral ones a verifier compares character for character. */
export function Fact({ label, evidence, children }: { label: string; evidence?: boolean; children: React.ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd className="min-w-0" data-evidence={evidence ? "" : undefined}>
        {children}
      </dd>
    </>
  );
}

export const FACTS = "grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm [&>dt]:text-slate-600";

/** The report's print rules: the entity's report's, headed with the case and footed with its own record's hash. */
export function CasePrintStyle({
  locale,
  header,
  generated,
  sha256,
}: {
  locale: Locale;
  header: string;
  generated: string;
  sha256: string | null;
}) {
  const t = translator(locale, "report.print");
  const css = reportPrintCss({
    paper: "A4",
    header,
    retrieval: generated,
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
