import { createElement } from "react";
import { CaseReportView } from "@/components/case-report/case-report-view";
import { recordAuditEvent } from "@/lib/domain/audit/record-audit-event";
import { parseCaseId } from "@/lib/domain/cases/case-schemas";
import { CASE_READ_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { isDemoMode } from "@/lib/platform/config/demo-mode";
import { translator } from "@/lib/platform/i18n/translator";
import { caseDocumentResponse, documentLocale, dossierFor } from "../case-documents";

/**
 * A case's due-diligence report: one whole HTML document, in `?lang=` or the viewer's language, that
 * report.pdf prints. Reading it is a report view in the audit trail, with the entity's pinned record.
 */
export const GET = apiRoute<{ id: string }>("case-report", CASE_READ_ACCESS, async (request, { id }, scope) => {
  const caseId = parseCaseId(id);
  const locale = documentLocale(request, scope.locale);
  const dossier = await dossierFor(await scope.db(), caseId, scope.viewer);
  const { view } = dossier;
  scope.note({ regcode: view.regcode });
  const own = view.evidence.find((e) => e.depth === 0);
  if (own) await recordAuditEvent(scope.actor, "report-view", { regcode: view.regcode, sha256: own.sha256 });
  const title = translator(locale, "report.caseReport.metadata")("title", {
    id: view.id,
    name: view.legalName ?? view.regcode,
    regcode: view.regcode,
  });
  return caseDocumentResponse(
    title,
    locale,
    createElement(CaseReportView, { dossier, locale, generatedAt: new Date(), demo: isDemoMode() }),
  );
});
