import { apiViewer } from "@/lib/auth/current-viewer";
import { listAlerts, parseAlertStatus } from "@/lib/alerts/alert-store";
import { db } from "@/lib/db/db";
import { apiRoute } from "@/lib/http/api-route";
import { requestLocale } from "@/lib/i18n/request-locale";

/** `{alerts: [{id, regcode, severity, summary, createdAt, status, watchlist, …}]}`, newest first; `?status=open` (default), acknowledged or all. */
export const GET = apiRoute("alerts", async (request) => {
  const viewer = apiViewer(request);
  const status = parseAlertStatus(new URL(request.url).searchParams.get("status"));
  const alerts = await listAlerts(await db(), viewer.userId, status, requestLocale(request.headers, viewer));
  return Response.json({ alerts }, { headers: { "cache-control": "private, no-store" } });
});
