import { parseCaseId } from "@/lib/domain/cases/case-schemas";
import { keepCaseReport } from "@/lib/domain/cases/keep-case-report";
import { apiPaths } from "@/lib/domain/routes/api-paths";
import { CASE_READ_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { printCaseDocument } from "@/lib/features/cases/print-case-document";
import { auditCaseExport, caseFilename, documentLocale, dossierFor } from "../case-documents";

/**
 * A case's report as a PDF printed on the server from its HTML report, as the viewer. Its SHA-256 is in the
 * x-report-sha256 header and the audit trail (an export). The first PDF printed once the case is approved is
 * the one kept with the approval (cases.report_sha256, audited as case-report-kept): the approver's, or whoever
 * downloads it first, so the hash kept is that of a file someone holds. Later downloads are new prints (their
 * generation time differs); x-case-report-kept-sha256 names the kept one.
 */
export const GET = apiRoute<{ id: string }>("case-report-pdf", CASE_READ_ACCESS, async (request, { id }, scope) => {
  const caseId = parseCaseId(id);
  const locale = documentLocale(request, scope.locale);
  const db = await scope.db();
  // Read before a browser is woken: an unknown case is a 404, not a failed print.
  const dossier = await dossierFor(db, caseId, scope.viewer);
  scope.note({ regcode: dossier.view.regcode });
  const pdf = await printCaseDocument(request, apiPaths.caseReport(caseId, locale), locale, scope.viewer.userId);
  // Approved is final: a case approved before the print was printed approved.
  const kept = dossier.view.state === "approved" ? await keepCaseReport(db, scope.actor, caseId, pdf.sha256) : null;
  const filename = caseFilename(caseId, "report.pdf");
  await auditCaseExport(scope.actor, dossier, filename, pdf.sha256);
  return new Response(new Uint8Array(pdf.bytes), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "private, no-store",
      "x-report-sha256": pdf.sha256,
      ...(kept && { "x-case-report-kept-sha256": kept }),
    },
  });
});
