import type { z } from "zod";
import { recordAuditEvent } from "@/lib/domain/audit/record-audit-event";
import { AppError } from "@/lib/platform/errors/app-error";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { parseRegcode } from "@/lib/registry/regcode/parse-regcode";
import {
  removalListParameter,
  removeFromWatchlist,
  type watchRemovedSchema,
} from "@/lib/features/watchlists/watchlist-store";

/** Takes the number off one of the user's own lists (`?list=`, required): `{removed}`, or 404 when not on it. */
export const DELETE = apiRoute<{ regcode: string }>(
  "watchlist-remove",
  ANALYST_ACCESS,
  async (request, params, scope) => {
    const { viewer, db, actor } = scope;
    scope.note({ regcode: params.regcode });
    const list = removalListParameter(new URL(request.url).searchParams.get("list"));
    const regcode = parseRegcode(params.regcode);
    const { removed } = await removeFromWatchlist(await db(), viewer.userId, regcode, list);
    if (removed === 0) throw new AppError("not_found", { key: "notOnUsableWatchlist", values: { regcode } });
    await recordAuditEvent(actor, "watchlist-remove", { regcode, removed });
    return Response.json({ regcode, removed } satisfies z.output<typeof watchRemovedSchema>);
  },
);
