import { auditActor } from "@/lib/audit/audit-actor";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { db } from "@/lib/db/db";
import { ANALYST_ACCESS } from "@/lib/auth/access-rule";
import { apiRoute } from "@/lib/http/api-route";
import { readJsonBody } from "@/lib/http/read-json-body";
import { createWatchlist } from "@/lib/watchlists/own-watchlists";

/** Makes a new, private, empty list of the user's: `{name}` → 201 `{id, name}`; 409 when they have one so named. */
export const POST = apiRoute("watchlist-create", ANALYST_ACCESS, async (request, _params, scope) => {
  const { viewer } = scope;
  const made = await createWatchlist(await db(), viewer.userId, await readJsonBody(request));
  await recordAuditEvent(auditActor(request.headers, viewer), "watchlist-create", {
    watchlistId: made.id,
    name: made.name,
  });
  return Response.json(made, { status: 201 });
});
