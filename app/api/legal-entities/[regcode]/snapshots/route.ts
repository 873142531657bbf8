import { listRetrievals } from "@/lib/domain/evidence/list-retrievals";
import { snapshotsAnswer } from "@/lib/domain/evidence/snapshots-answer";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";

/** Retrievals in one answer: the newest ones, as the profile lists them. */
const API_LIMIT = 1000;

/** The stored copies of an entity's record, newest first: when, which bytes, whether they changed, and who asked. */
export const GET = apiRoute<{ regcode: string }>(
  "legal-entities/snapshots",
  ANALYST_ACCESS,
  async (request, params, scope) => {
    const { viewer, db, locale } = scope;
    const regcode = scope.parseRegcode(params.regcode);
    const rows = await listRetrievals(await db(), regcode, { limit: API_LIMIT, offset: 0 });
    return Response.json(snapshotsAnswer(rows, viewer, locale), { headers: { "cache-control": "private, no-store" } });
  },
);
