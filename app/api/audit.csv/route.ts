import { auditCsv } from "@/lib/domain/audit/audit-csv";
import { parseAuditFilter } from "@/lib/domain/audit/audit-filter";
import { AUDIT_CSV_LIMIT, listAuditEvents } from "@/lib/domain/audit/list-audit-events";
import { AUDIT_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";

/** The same events as GET /api/audit, as a CSV download (UTF-8 with BOM, formula-safe). */
export const GET = apiRoute("audit-csv", AUDIT_ACCESS, async (request, _params, scope) => {
  const { db, locale } = scope;
  const filter = parseAuditFilter(new URL(request.url).searchParams);
  const rows = await listAuditEvents(await db(), filter, AUDIT_CSV_LIMIT);
  return new Response(auditCsv(rows, locale), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="audit-${new Date().toISOString().slice(0, 10)}.csv"`,
      "cache-control": "private, no-store",
    },
  });
});
