import { parseCaseId } from "@/lib/domain/cases/case-schemas";
import { apiPaths } from "@/lib/domain/routes/api-paths";
import { CASE_READ_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { printCaseDocument } from "@/lib/features/cases/print-case-document";
import { auditCaseExport, caseFilename, discrepancyPackageFor, documentLocale } from "../case-documents";

/**
 * A discrepancy case's package for the register as a PDF printed on the server, in `?lang=en|lv` (else the
 * viewer's language); its SHA-256 in x-report-sha256 and the audit trail.
 */
export const GET = apiRoute<{ id: string }>(
  "case-discrepancy-pdf",
  CASE_READ_ACCESS,
  async (request, { id }, scope) => {
    const locale = documentLocale(request, scope.locale);
    const caseId = parseCaseId(id);
    // Checked before a browser is woken: another kind of case is a 409, not a failed print.
    const { dossier } = await discrepancyPackageFor(await scope.db(), caseId, scope.viewer, locale);
    scope.note({ regcode: dossier.view.regcode });
    const path = apiPaths.caseDiscrepancy(caseId, "discrepancy", locale);
    const pdf = await printCaseDocument(request, path, locale, scope.viewer.userId);
    const filename = caseFilename(caseId, `discrepancy-${locale}.pdf`);
    await auditCaseExport(scope.actor, dossier, filename, pdf.sha256);
    return new Response(new Uint8Array(pdf.bytes), {
      headers: {
        "content-type": "application/pdf",
        "content-language": locale,
        "content-disposition": `attachment; filename="${filename}"`,
        "cache-control": "private, no-store",
        "x-report-sha256": pdf.sha256,
      },
    });
  },
);
