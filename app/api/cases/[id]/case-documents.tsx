import "server-only";
import { ReportDocument } from "@/components/report/report-document";
import { recordAuditEvent } from "@/lib/domain/audit/record-audit-event";
import { parseCaseConfig } from "@/lib/domain/cases/case-config";
import { type CaseDossier, loadCaseDossier } from "@/lib/domain/cases/case-dossier";
import { type DiscrepancyPackage, discrepancyPackage } from "@/lib/domain/cases/discrepancy-package";
import { withholdOwnership } from "@/lib/domain/ownership/withhold-ownership";
import { appStylesheets } from "@/lib/domain/report/app-stylesheets";
import type { Viewer } from "@/lib/domain/viewer/viewer";
import type { AuditActor } from "@/lib/domain/audit/audit-actor";
import { isDemoMode } from "@/lib/platform/config/demo-mode";
import type { Database } from "@/lib/platform/db/database";
import { AppError } from "@/lib/platform/errors/app-error";
import { isLocale, type Locale } from "@/lib/platform/i18n/locales";
import { pageTitle } from "@/lib/platform/i18n/page-title";
import { logger } from "@/lib/platform/log/logger";

// What the case's documents share: their language, the case as its viewer may read it, and the HTML document.

/** `?lang=en|lv` names the document's language, whatever the viewer's own; without it, the viewer's. */
export function documentLocale(request: Request, viewerLocale: Locale): Locale {
  const lang = new URL(request.url).searchParams.get("lang");
  if (lang === null) return viewerLocale;
  if (!isLocale(lang)) throw new AppError("bad_request", "reportLanguageInvalid");
  return lang;
}

/**
 * The case as the viewer may read it: a viewer without the personal-data role reads the pinned determination
 * with every natural person withheld, as the profile's ownership section shows it to them.
 */
export async function dossierFor(db: Database, caseId: number, viewer: Viewer): Promise<CaseDossier> {
  const dossier = await loadCaseDossier(db, caseId, parseCaseConfig(process.env));
  if (viewer.roles.includes("personal-data") || !dossier.determination) return dossier;
  return { ...dossier, determination: withholdOwnership(dossier.determination) };
}

/** A discrepancy case's package in `locale`; 409 for a case of another kind. */
export async function discrepancyPackageFor(
  db: Database,
  caseId: number,
  viewer: Viewer,
  locale: Locale,
): Promise<{ dossier: CaseDossier; pack: DiscrepancyPackage }> {
  const dossier = await dossierFor(db, caseId, viewer);
  if (dossier.view.kind !== "discrepancy")
    throw new AppError("conflict", { key: "caseNotDiscrepancy", values: { id: String(caseId) } });
  return { dossier, pack: discrepancyPackage(dossier.view, dossier.determination, locale, new Date()) };
}

/** A file of the case downloaded (its PDF or JSON): an export in the audit trail, with its SHA-256. */
export function auditCaseExport(actor: AuditActor, dossier: CaseDossier, file: string, sha256: string) {
  return recordAuditEvent(actor, "export", { regcode: dossier.view.regcode, file, sha256, caseId: dossier.view.id });
}

/** The name a case's file is downloaded under: "case-12-report.pdf". */
export const caseFilename = (caseId: number, file: string) => `case-${caseId}-${file}`;

/**
 * A case's document as one whole HTML page of its own, like the entity's report (the same shell and print
 * rules), rendered with React's server renderer. Under /api/ it has no CSP nonce, so no script: the browser's
 * own Print prints it.
 */
export async function caseDocumentResponse(title: string, locale: Locale, body: React.ReactNode): Promise<Response> {
  // Imported here: the renderer is only needed by these routes.
  const { renderToReadableStream } = await import("react-dom/server");
  const html = await renderToReadableStream(
    <ReportDocument
      locale={locale}
      title={pageTitle(title, locale)}
      stylesheets={appStylesheets()}
      nonce={null}
      demo={isDemoMode()}
    >
      {body}
    </ReportDocument>,
    { onError: (error) => logger.error({ route: "case-report", err: error }, "case report rendering failed") },
  );
  return new Response(html, {
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-language": locale,
      "cache-control": "private, no-store",
    },
  });
}
