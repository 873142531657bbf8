import { createHash } from "node:crypto";
import { caseManifest } from "@/lib/domain/cases/case-manifest";
import { loadCaseDossier } from "@/lib/domain/cases/case-dossier";
import { parseCaseConfig } from "@/lib/domain/cases/case-config";
import { parseCaseId } from "@/lib/domain/cases/case-schemas";
import { CASE_READ_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { auditCaseExport, caseFilename } from "../case-documents";

/**
 * What the case's report states, as JSON `npm run case:verify -- file.json` checks against the audit trail and
 * the stored evidence. It names persons only as the report's notes and sign-offs do (no determination content,
 * only its hash), so every viewer of the case gets the same manifest. Its download is an export in the audit trail.
 */
export const GET = apiRoute<{ id: string }>("case-manifest", CASE_READ_ACCESS, async (_request, { id }, scope) => {
  const caseId = parseCaseId(id);
  const dossier = await loadCaseDossier(await scope.db(), caseId, parseCaseConfig(process.env));
  scope.note({ regcode: dossier.view.regcode });
  const body = `${JSON.stringify(caseManifest(dossier, new Date()), null, 2)}\n`;
  const filename = caseFilename(caseId, "manifest.json");
  await auditCaseExport(scope.actor, dossier, filename, createHash("sha256").update(body).digest("hex"));
  return new Response(body, {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "private, no-store",
    },
  });
});
