import type { z } from "zod";
import { recordAuditEvent } from "@/lib/domain/audit/record-audit-event";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { type checkAllAnswerSchema, checkAllNow } from "@/lib/features/watchlists/check-all-now";
import { parseWatchlistId } from "@/lib/features/watchlists/watchlist-id";

/**
 * "Check all now": every number of a list the user may use is made due now; the schedule checks them within
 * minutes, within the registry's budget. `{list, queued}`.
 */
export const POST = apiRoute<{ id: string }>("watchlist-check-all", ANALYST_ACCESS, async (_request, { id }, scope) => {
  const { viewer, db, actor } = scope;
  const due = await checkAllNow(await db(), viewer.userId, parseWatchlistId(id), new Date());
  await recordAuditEvent(actor, "watchlist-check-all", { watchlistId: due.list, queued: due.queued });
  return Response.json(due satisfies z.output<typeof checkAllAnswerSchema>);
});
