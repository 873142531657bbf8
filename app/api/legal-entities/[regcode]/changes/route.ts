import { changesAnswer } from "@/lib/domain/changes/changes-answer";
import { changesForViewer } from "@/lib/domain/changes/changes-for-viewer";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";

/**
 * `{changes: [...]}` between two stored retrievals (`from`, `to`: SHA-256; default the two latest distinct ones),
 * with the two credentials where they differ and the count of differences due to them alone (not changes).
 */
export const GET = apiRoute<{ regcode: string }>(
  "legal-entities/changes",
  ANALYST_ACCESS,
  async (request, params, scope) => {
    const regcode = scope.parseRegcode(params.regcode);
    const query = new URL(request.url).searchParams;
    const { viewer, actor, locale } = scope;
    const comparison = await changesForViewer({
      regcode,
      viewer,
      actor,
      from: query.get("from"),
      to: query.get("to"),
      locale,
    });
    return Response.json(changesAnswer(comparison), { headers: { "cache-control": "private, no-store" } });
  },
);
