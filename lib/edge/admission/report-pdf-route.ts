import "server-only";
import { recordAuditEvent } from "@/lib/domain/audit/record-audit-event";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { admittedViewer } from "@/lib/edge/auth/current-viewer";
import { pagePaths } from "@/lib/domain/routes/page-paths";
import { keepReportPdf } from "@/lib/domain/evidence/report-pdf-store";
import { parseSnapshotHash } from "@/lib/domain/evidence/snapshot-hash";
import { exportFilename } from "@/lib/domain/export/csv-exports";
import { parseReportVariant, SUMMARY_PDF } from "@/lib/domain/report/report-variant";
import { apiHandler } from "@/lib/edge/admission/api-handler";
import type { GuardedRoute } from "@/lib/edge/admission/api-route";
import { requestContext } from "@/lib/edge/admission/request-context";
import { SELF_ORIGIN_ENV } from "@/lib/platform/http/self-origin";
import { printReportPdf } from "@/lib/features/report-pdf/print-report-pdf";

/**
 * GET for a report as a PDF made on the server: the same HTML report (of the live record, or of the
 * stored copy named by `sha256`), printed by the server's shared Chromium as the requesting viewer and in
 * their language; the report's query is passed on (`?variant=summary&minShare=…` prints the summary).
 * The PDF's own SHA-256 is in the answer's x-report-sha256 header and, with the record's hash, in
 * the audit trail as an export.
 */
export function reportPdfRoute(): GuardedRoute<{ regcode: string; sha256?: string }> {
  const handled = apiHandler<{ regcode: string; sha256?: string }>("report-pdf", async (request, params, scope) => {
    // Before a browser is woken: an account without the role gets a 403, not a printed refusal.
    const { viewer, db, actor, locale } = requestContext(request, admittedViewer(request, ANALYST_ACCESS));
    // Checked before a browser is woken for it.
    const regcode = scope.parseRegcode(params.regcode);
    const snapshot = params.sha256 === undefined ? undefined : parseSnapshotHash(params.sha256);
    const { search } = new URL(request.url);
    const { variant } = parseReportVariant(new URLSearchParams(search));
    // Loaded from this server itself, where scripts/serve.ts listens (request.url always says localhost).
    const self = process.env[SELF_ORIGIN_ENV] ?? request.url;
    const reportUrl = new URL(`${pagePaths.report(regcode, snapshot)}${search}`, self);
    const pdf = await printReportPdf(reportUrl.href, request.headers, locale, viewer.userId);
    const filename = exportFilename(regcode, variant === "summary" ? SUMMARY_PDF : "report.pdf");
    const kept = await keepReportPdf(await db(), {
      regcode,
      recordSha256: pdf.recordSha256,
      retrievedAt: new Date(pdf.retrievedAt),
      pdfSha256: pdf.sha256,
      locale,
      userId: viewer.userId,
      createdAt: new Date(),
    });
    if (!kept)
      scope.log.warn(
        { event: "report-pdf-unlinked", recordSha256: pdf.recordSha256 },
        "no retrieval has the printed record",
      );
    await recordAuditEvent(actor, "export", {
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
  return Object.assign(handled, { access: ANALYST_ACCESS });
}
