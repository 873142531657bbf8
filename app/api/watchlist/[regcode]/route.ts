import { auditActor } from "@/lib/domain/audit/audit-actor";
import { recordAuditEvent } from "@/lib/domain/audit/record-audit-event";
import { db } from "@/lib/platform/db/db";
import { AppError } from "@/lib/platform/errors/app-error";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { removalListParameter, removeFromWatchlist } from "@/lib/features/watchlists/watchlist-store";

/** Takes the number off one of the user's own lists (`?list=`, required): `{removed}`, or 404 when not on it. */
export const DELETE = apiRoute<{ regcode: string }>(
  "watchlist-remove",
  ANALYST_ACCESS,
  async (request, { regcode }, scope) => {
    const { viewer } = scope;
    scope.note({ regcode });
    const list = removalListParameter(new URL(request.url).searchParams.get("list"));
    const { removed } = await removeFromWatchlist(await db(), viewer.userId, regcode, list);
    if (removed === 0) throw new AppError("not_found", { key: "notOnUsableWatchlist", values: { regcode } });
    await recordAuditEvent(auditActor(request.headers, viewer), "watchlist-remove", { regcode, removed });
    return Response.json({ regcode, removed });
  },
);
