import { apiViewer } from "@/lib/auth/current-viewer";
import { db } from "@/lib/db/db";
import { AppError } from "@/lib/errors/app-error";
import { apiRoute } from "@/lib/http/api-route";
import { readJsonBody } from "@/lib/http/read-json-body";
import { parseShareRequest } from "@/lib/sharing/share-request";
import { shareWatchlist } from "@/lib/watchlists/watchlist-store";

/** Shares the owner's list: `{sharing: "private" | "named" | "everyone", shareWith?: [email]}`. */
export const PATCH = apiRoute<{ id: string }>("watchlist-share", async (request, { id }) => {
  const viewer = apiViewer(request);
  if (!/^\d{1,15}$/.test(id))
    throw new AppError("bad_request", { key: "notWatchlistNumber", values: { value: id.slice(0, 40) } });
  const handle = await db();
  const share = await parseShareRequest(handle, await readJsonBody(request));
  await shareWatchlist(handle, viewer.userId, Number(id), share);
  return Response.json({ id: Number(id), sharing: share.sharing });
});
