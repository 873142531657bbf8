import { createElement } from "react";
import { DiscrepancyReportView } from "@/components/case-report/discrepancy-report-view";
import { parseCaseId } from "@/lib/domain/cases/case-schemas";
import { CASE_READ_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { isDemoMode } from "@/lib/platform/config/demo-mode";
import { translator } from "@/lib/platform/i18n/translator";
import { caseDocumentResponse, discrepancyPackageFor, documentLocale } from "../case-documents";

/** A discrepancy case's package for the register as an HTML document (`?lang=en|lv`), which discrepancy.pdf prints. */
export const GET = apiRoute<{ id: string }>("case-discrepancy", CASE_READ_ACCESS, async (request, { id }, scope) => {
  const locale = documentLocale(request, scope.locale);
  const { pack } = await discrepancyPackageFor(await scope.db(), parseCaseId(id), scope.viewer, locale);
  scope.note({ regcode: pack.entity.regcode });
  const title = translator(locale, "report.caseReport.metadata")("discrepancyTitle", {
    id: pack.caseId,
    name: pack.entity.name ?? pack.entity.regcode,
    regcode: pack.entity.regcode,
  });
  return caseDocumentResponse(title, locale, createElement(DiscrepancyReportView, { pack, demo: isDemoMode() }));
});
