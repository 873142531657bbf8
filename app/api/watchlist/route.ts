import { recordAuditEvent } from "@/lib/domain/audit/record-audit-event";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { readJsonBody } from "@/lib/platform/http/read-json-body";
import { parseMonitorConfig } from "@/lib/features/monitor/monitor-config";
import { addToWatchlist, listWatchlists, watchRequestSchema } from "@/lib/features/watchlists/watchlist-store";

const { intervalMs } = parseMonitorConfig(process.env);

/** `{watchlists: [...]}`: every list the user may see, each with its entities and their monitoring state. */
export const GET = apiRoute("watchlist", ANALYST_ACCESS, async (request, _params, scope) => {
  const { viewer, db } = scope;
  const lists = await listWatchlists(await db(), viewer.userId);
  return Response.json({ watchlists: lists }, { headers: { "cache-control": "private, no-store" } });
});

/** Adds `{regcode, list?}` (the user's own first list unless `list` names one): 201 when added, 200 when it was there. */
export const POST = apiRoute("watchlist-add", ANALYST_ACCESS, async (request, _params, scope) => {
  const { viewer, db, actor, locale } = scope;
  const watch = await readJsonBody(request, watchRequestSchema);
  const added = await addToWatchlist(await db(), viewer.userId, watch, new Date(), intervalMs, locale);
  scope.note({ regcode: added.regcode });
  if (added.added) {
    await recordAuditEvent(actor, "watchlist-add", {
      regcode: added.regcode,
      watchlistId: added.list,
    });
  }
  return Response.json(added, { status: added.added ? 201 : 200 });
});
