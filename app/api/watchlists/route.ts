import { recordAuditEvent } from "@/lib/domain/audit/record-audit-event";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { readJsonBody } from "@/lib/platform/http/read-json-body";
import { parseOwnershipConfig } from "@/lib/features/ownership/ownership-config";
import { createWatchlist, newWatchlistSchema } from "@/lib/features/watchlists/own-watchlists";

/**
 * Makes a new, private, empty list of the user's: `{name, depth?}` (the layers of each entity's ownership
 * structure it watches; null or left out: the determination's own) → 201 `{id, name}`; 409 when they have one so
 * named.
 */
export const POST = apiRoute("watchlist-create", ANALYST_ACCESS, async (request, _params, scope) => {
  const { viewer, db, actor } = scope;
  const { maxDepth } = parseOwnershipConfig(process.env);
  const { name, depth } = await readJsonBody(request, newWatchlistSchema(maxDepth));
  const made = await createWatchlist(await db(), viewer.userId, name, depth ?? null);
  await recordAuditEvent(actor, "watchlist-create", {
    watchlistId: made.id,
    name: made.name,
  });
  return Response.json(made, { status: 201 });
});
