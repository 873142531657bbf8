import { listAlerts, parseAlertStatus } from "@/lib/features/alerts/alert-store";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";

/**
 * `{alerts: [{id, regcode, severity, summary, createdAt, status, watchlists, customerIds, …}]}`, newest first, each
 * once; `?status=open` (default), acknowledged or all.
 */
export const GET = apiRoute("alerts", ANALYST_ACCESS, async (request, _params, scope) => {
  const { viewer, db, locale } = scope;
  const status = parseAlertStatus(new URL(request.url).searchParams.get("status"));
  const alerts = await listAlerts(await db(), viewer.userId, status, locale);
  return Response.json({ alerts }, { headers: { "cache-control": "private, no-store" } });
});
