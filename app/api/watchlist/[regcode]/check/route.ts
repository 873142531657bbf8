import type { z } from "zod";
import { AppError } from "@/lib/platform/errors/app-error";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { checkNow, type checkNowAnswerSchema } from "@/lib/features/jobs/check-now";
import { listsHolding } from "@/lib/features/watchlists/watchlist-store";

/**
 * "Check now": checks the watched number and every record of its watched ownership structure at once and
 * answers when done, with `{regcode, outcome, sha256, recordsChecked, recordsChanged, alerts}` (the alerts on the
 * entity, on lists the analyst may see); a registry failure of its own record answers with its own status, after
 * it is recorded on the number.
 */
export const POST = apiRoute<{ regcode: string }>(
  "watchlist-check",
  ANALYST_ACCESS,
  async (_request, params, scope) => {
    const { viewer, db, actor, locale } = scope;
    const regcode = scope.parseRegcode(params.regcode);
    // Only a number on a list the analyst may see: that a colleague's private list holds it is not theirs to learn.
    const visible = new Map((await listsHolding(await db(), viewer.userId, regcode)).map((list) => [list.id, list]));
    if (visible.size === 0) throw new AppError("not_found", { key: "notMonitored", values: { regcode } });
    const result = await checkNow(regcode, actor, locale);
    if (result.error) throw result.error;
    // The check raises one alert on every list holding the number; a colleague's private list is not named, and
    // the alerts the structure's checks raised on other watched entities are theirs.
    const alerts = result.alerts.flatMap(({ watchlists, regcode: about, ...alert }) => {
      const seen = watchlists.flatMap((id) => visible.get(id) ?? []);
      return about === regcode && seen.length > 0 ? [{ ...alert, watchlists: seen }] : [];
    });
    const body = {
      regcode,
      outcome: result.outcome,
      sha256: result.sha256,
      recordsChecked: result.recordsChecked,
      recordsChanged: result.recordsChanged,
      alerts,
    };
    return Response.json(body satisfies z.output<typeof checkNowAnswerSchema>);
  },
);
