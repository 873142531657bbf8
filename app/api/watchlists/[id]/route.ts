import { z } from "zod";
import { recordAuditEvent } from "@/lib/domain/audit/record-audit-event";
import { parseInput } from "@/lib/platform/errors/input-error";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { readJsonBody } from "@/lib/platform/http/read-json-body";
import { resolveShareRequest, shareRequestSchema } from "@/lib/domain/sharing/share-request";
import { parseOwnershipConfig } from "@/lib/features/ownership/ownership-config";
import {
  deleteWatchlist,
  type listDepthSchema,
  type listSharedSchema,
  renameWatchlist,
  setWatchlistDepth,
  watchlistDepthSchema,
  watchlistNameSchema,
} from "@/lib/features/watchlists/own-watchlists";
import { shareWatchlist } from "@/lib/features/watchlists/watchlist-store";
import { parseWatchlistId } from "@/lib/features/watchlists/watchlist-id";

/**
 * Changes the owner's list: `{name}` renames it; `{depth}` sets the layers of each entity's ownership structure it
 * watches (null: the determination's own); `{sharing: "private" | "named" | "everyone", shareWith?: [email]}`
 * shares it. A 404 for a list that is not theirs.
 */
export const PATCH = apiRoute<{ id: string }>("watchlist-change", ANALYST_ACCESS, async (request, { id }, scope) => {
  const { viewer, db, actor } = scope;
  const list = parseWatchlistId(id);
  // Which schema reads the body depends on its shape: any body without a name is a share, refused as one.
  const body = await readJsonBody(request, z.unknown());
  if (typeof body === "object" && body !== null && "name" in body) {
    const { name } = parseInput(watchlistNameSchema, body);
    const renamed = await renameWatchlist(await db(), viewer.userId, list, name);
    await recordAuditEvent(actor, "watchlist-rename", {
      watchlistId: list,
      name: renamed.name,
      previous: renamed.previous,
    });
    return Response.json({ id: list, name: renamed.name });
  }
  if (typeof body === "object" && body !== null && "depth" in body) {
    const { depth } = parseInput(watchlistDepthSchema(parseOwnershipConfig(process.env).maxDepth), body);
    const set = await setWatchlistDepth(await db(), viewer.userId, list, depth);
    await recordAuditEvent(actor, "watchlist-depth", { watchlistId: list, depth, previous: set.previous });
    return Response.json({ id: list, depth } satisfies z.output<typeof listDepthSchema>);
  }
  const asked = parseInput(shareRequestSchema, body);
  const handle = await db();
  const share = await resolveShareRequest(handle, asked);
  await shareWatchlist(handle, viewer.userId, list, share);
  const sharing = { watchlistId: list, sharing: share.sharing, sharedWith: share.userIds };
  await recordAuditEvent(actor, "watchlist-share", sharing);
  return Response.json({ id: list, sharing: share.sharing } satisfies z.output<typeof listSharedSchema>);
});

/** Deletes the owner's list, its entries and alerts: `{id, name, entries}`; a 404 for a list that is not theirs. */
export const DELETE = apiRoute<{ id: string }>("watchlist-delete", ANALYST_ACCESS, async (request, { id }, scope) => {
  const { viewer, db, actor } = scope;
  const deleted = await deleteWatchlist(await db(), viewer.userId, parseWatchlistId(id));
  await recordAuditEvent(actor, "watchlist-delete", {
    watchlistId: deleted.id,
    name: deleted.name,
    entries: deleted.entries,
  });
  return Response.json(deleted);
});
