import { auditActor } from "@/lib/audit/audit-actor";
import { apiViewer } from "@/lib/auth/current-viewer";
import { apiHandler } from "@/lib/http/api-handler";
import { requestLocale } from "@/lib/i18n/request-locale";
import { checkNow } from "@/lib/monitor/check-now";
import { isRegcode } from "@/lib/registry/regcode";
import { registryErrors } from "@/lib/registry/registry-errors";

/**
 * "Check now": checks the watched number at once and answers when done, with `{regcode, outcome,
 * alerts}`; a registry failure answers with its own status, after it is recorded on the number.
 */
export const POST = apiHandler<{ regcode: string }>("watchlist-check", async (request, { regcode }, scope) => {
  const viewer = apiViewer(request);
  if (!isRegcode(regcode)) throw registryErrors.invalidRegcode(regcode);
  scope.note({ regcode });
  const result = await checkNow(regcode, auditActor(request.headers, viewer), requestLocale(request.headers, viewer));
  if (result.error) throw result.error;
  return Response.json({ regcode, outcome: result.outcome, sha256: result.sha256, alerts: result.alerts });
});
