import { auditActor } from "@/lib/audit/audit-actor";
import { apiViewer } from "@/lib/auth/current-viewer";
import { db } from "@/lib/db/db";
import { apiHandler } from "@/lib/http/api-handler";
import { requestLocale } from "@/lib/i18n/request-locale";
import { checkNow } from "@/lib/monitor/check-now";
import { isRegcode } from "@/lib/registry/regcode";
import { registryErrors } from "@/lib/registry/registry-errors";
import { listsHolding } from "@/lib/watchlists/watchlist-store";

/**
 * "Check now": checks the watched number at once and answers when done, with `{regcode, outcome,
 * alerts}` (those on lists the analyst may see); a registry failure answers with its own status, after it is
 * recorded on the number.
 */
export const POST = apiHandler<{ regcode: string }>("watchlist-check", async (request, { regcode }, scope) => {
  const viewer = apiViewer(request);
  if (!isRegcode(regcode)) throw registryErrors.invalidRegcode(regcode);
  scope.note({ regcode });
  const result = await checkNow(regcode, auditActor(request.headers, viewer), requestLocale(request.headers, viewer));
  if (result.error) throw result.error;
  // The check raises alerts on every list holding the number; a colleague's private list is not even counted.
  const visible = new Set((await listsHolding(await db(), viewer.userId, regcode)).map((list) => list.id));
  const alerts = result.alerts.filter((alert) => visible.has(alert.watchlistId));
  return Response.json({ regcode, outcome: result.outcome, sha256: result.sha256, alerts });
});
