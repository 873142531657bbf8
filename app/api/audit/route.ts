import { auditEventJson } from "@/lib/domain/audit/audit-event-json";
import { parseAuditFilter } from "@/lib/domain/audit/audit-filter";
import { AUDIT_API_LIMIT, listAuditEvents } from "@/lib/domain/audit/list-audit-events";
import { AUDIT_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";

/** The audit trail, newest first, filtered by user, regcode, event, from and to (auditor or admin). */
export const GET = apiRoute("audit", AUDIT_ACCESS, async (request, _params, { db }) => {
  const filter = parseAuditFilter(new URL(request.url).searchParams);
  const rows = await listAuditEvents(await db(), filter, AUDIT_API_LIMIT + 1);
  return Response.json(
    { events: rows.slice(0, AUDIT_API_LIMIT).map(auditEventJson), truncated: rows.length > AUDIT_API_LIMIT },
    { headers: { "cache-control": "private, no-store" } },
  );
});
