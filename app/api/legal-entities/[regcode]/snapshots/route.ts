import { db } from "@/lib/platform/db/db";
import { listRetrievals } from "@/lib/domain/evidence/list-retrievals";
import { retrievalActorName } from "@/lib/domain/evidence/retrieval-actor-name";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { requestLocale } from "@/lib/edge/locale/request-locale";
import { isRegcode } from "@/lib/registry/regcode/regcode";
import { registryErrors } from "@/lib/registry/client/registry-errors";

/** Retrievals in one answer: the newest ones, as the profile lists them. */
const API_LIMIT = 1000;

/** The stored copies of an entity's record, newest first: when, which bytes, whether they changed, and who asked. */
export const GET = apiRoute<{ regcode: string }>(
  "legal-entities/snapshots",
  ANALYST_ACCESS,
  async (request, { regcode }, scope) => {
    const { viewer } = scope;
    scope.note({ regcode });
    if (!isRegcode(regcode)) throw registryErrors.invalidRegcode(regcode);
    const rows = await listRetrievals(await db(), regcode, { limit: API_LIMIT, offset: 0 });
    const locale = requestLocale(request.headers, viewer);
    const snapshots = rows.map((row) => ({
      sha256: row.sha256,
      retrievedAt: row.retrievedAt.toISOString(),
      changed: row.changed,
      credential: row.credential,
      actor: retrievalActorName(row.actor, viewer, locale),
    }));
    return Response.json({ snapshots }, { headers: { "cache-control": "private, no-store" } });
  },
);
