import { auditActor } from "@/lib/audit/audit-actor";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { db } from "@/lib/db/db";
import { AppError } from "@/lib/errors/app-error";
import { ANALYST_ACCESS } from "@/lib/auth/access-rule";
import { apiRoute } from "@/lib/http/api-route";
import { readJsonBody } from "@/lib/http/read-json-body";
import { parseShareRequest } from "@/lib/sharing/share-request";
import { deleteWatchlist, renameWatchlist } from "@/lib/watchlists/own-watchlists";
import { shareWatchlist } from "@/lib/watchlists/watchlist-store";

function listNumber(id: string): number {
  if (!/^\d{1,15}$/.test(id))
    throw new AppError("bad_request", { key: "notWatchlistNumber", values: { value: id.slice(0, 40) } });
  return Number(id);
}

/**
 * Changes the owner's list: `{name}` renames it; `{sharing: "private" | "named" | "everyone", shareWith?: [email]}`
 * shares it. A 404 for a list that is not theirs.
 */
export const PATCH = apiRoute<{ id: string }>("watchlist-change", ANALYST_ACCESS, async (request, { id }, scope) => {
  const { viewer } = scope;
  const list = listNumber(id);
  const handle = await db();
  const body = await readJsonBody(request);
  if (typeof body === "object" && body !== null && "name" in body) {
    const renamed = await renameWatchlist(handle, viewer.userId, list, body);
    await recordAuditEvent(auditActor(request.headers, viewer), "watchlist-rename", {
      watchlistId: list,
      name: renamed.name,
      previous: renamed.previous,
    });
    return Response.json({ id: list, name: renamed.name });
  }
  const share = await parseShareRequest(handle, body);
  await shareWatchlist(handle, viewer.userId, list, share);
  const sharing = { watchlistId: list, sharing: share.sharing, sharedWith: share.userIds };
  await recordAuditEvent(auditActor(request.headers, viewer), "watchlist-share", sharing);
  return Response.json({ id: list, sharing: share.sharing });
});

/** Deletes the owner's list, its entries and alerts: `{id, name, entries}`; a 404 for a list that is not theirs. */
export const DELETE = apiRoute<{ id: string }>("watchlist-delete", ANALYST_ACCESS, async (request, { id }, scope) => {
  const { viewer } = scope;
  const deleted = await deleteWatchlist(await db(), viewer.userId, listNumber(id));
  await recordAuditEvent(auditActor(request.headers, viewer), "watchlist-delete", {
    watchlistId: deleted.id,
    name: deleted.name,
    entries: deleted.entries,
  });
  return Response.json(deleted);
});
