import { createHash } from "node:crypto";
import { parseCaseId } from "@/lib/domain/cases/case-schemas";
import { CASE_READ_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { auditCaseExport, caseFilename, discrepancyPackageFor, documentLocale } from "../case-documents";

/** A discrepancy case's package for the register as JSON, in `?lang=en|lv` (else the viewer's language). */
export const GET = apiRoute<{ id: string }>(
  "case-discrepancy-json",
  CASE_READ_ACCESS,
  async (request, { id }, scope) => {
    const locale = documentLocale(request, scope.locale);
    const caseId = parseCaseId(id);
    const { dossier, pack } = await discrepancyPackageFor(await scope.db(), caseId, scope.viewer, locale);
    scope.note({ regcode: pack.entity.regcode });
    const body = `${JSON.stringify(pack, null, 2)}\n`;
    const filename = caseFilename(caseId, `discrepancy-${locale}.json`);
    await auditCaseExport(scope.actor, dossier, filename, createHash("sha256").update(body).digest("hex"));
    return new Response(body, {
      headers: {
        "content-type": "application/json; charset=utf-8",
        "content-language": locale,
        "content-disposition": `attachment; filename="${filename}"`,
        "cache-control": "private, no-store",
      },
    });
  },
);
