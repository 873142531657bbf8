import { auditActor } from "@/lib/audit/audit-actor";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { apiViewer } from "@/lib/auth/current-viewer";
import { exportFilename } from "@/lib/export/csv-exports";
import { apiHandler } from "@/lib/http/api-handler";
import { printReportPdf } from "@/lib/pdf/print-report-pdf";
import { isRegcode } from "@/lib/registry/regcode";
import { registryErrors } from "@/lib/registry/registry-errors";

/**
 * The report as a PDF made on the server: the same HTML report, printed by the server's shared
 * Chromium as the requesting viewer. The PDF's own SHA-256 is in the answer's x-report-sha256
 * header and, with the record's hash, in the audit trail as an export.
 */
export const GET = apiHandler<{ regcode: string }>("report-pdf", async (request, { regcode }, scope) => {
  const viewer = apiViewer(request);
  // Checked before a browser is woken for it.
  if (!isRegcode(regcode)) throw registryErrors.invalidRegcode(regcode);
  scope.note({ regcode });
  const reportUrl = new URL(`/entities/${regcode}/report${new URL(request.url).search}`, request.url);
  const pdf = await printReportPdf(reportUrl.href, request.headers);
  const filename = exportFilename(regcode, "report.pdf");
  await recordAuditEvent(auditActor(request.headers, viewer), "export", {
    regcode,
    file: filename,
    sha256: pdf.sha256,
    recordSha256: pdf.recordSha256,
  });
  return new Response(new Uint8Array(pdf.bytes), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "private, no-store",
      "x-report-sha256": pdf.sha256,
    },
  });
});
