import { listAlerts, parseAlertStatus } from "@/lib/alerts/alert-store";
import { db } from "@/lib/db/db";
import { ANALYST_ACCESS } from "@/lib/auth/access-rule";
import { apiRoute } from "@/lib/http/api-route";
import { requestLocale } from "@/lib/i18n/request-locale";

/** `{alerts: [{id, regcode, severity, summary, createdAt, status, watchlist, …}]}`, newest first; `?status=open` (default), acknowledged or all. */
export const GET = apiRoute("alerts", ANALYST_ACCESS, async (request, _params, scope) => {
  const { viewer } = scope;
  const status = parseAlertStatus(new URL(request.url).searchParams.get("status"));
  const alerts = await listAlerts(await db(), viewer.userId, status, requestLocale(request.headers, viewer));
  return Response.json({ alerts }, { headers: { "cache-control": "private, no-store" } });
});
