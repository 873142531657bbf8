import { pageFromParams } from "@/lib/platform/http/page-query";
import { lookupForViewer } from "@/lib/domain/access/lookup-for-viewer";
import { snapshotOf } from "@/lib/domain/routes/api-paths";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { timelineOf } from "@/lib/domain/timeline/timeline-of";
import { timelinePage } from "@/lib/domain/timeline/timeline-page";
import { filterFromParams } from "@/lib/domain/timeline/timeline-params";

/** One page of an entity's history (of the stored copy `?snapshot=`), filtered: the profile fetches further pages here, not the record. */
export const GET = apiRoute<{ regcode: string }>(
  "legal-entities/timeline",
  ANALYST_ACCESS,
  async (request, params, scope) => {
    const result = await scope.lookup(scope.parseRegcode(params.regcode), (regcode) =>
      lookupForViewer({
        regcode,
        viewer: scope.viewer,
        actor: scope.actor,
        reason: "timeline",
        snapshot: snapshotOf(request),
      }),
    );
    const query = new URL(request.url).searchParams;
    // Event titles in the page's language, as the server-rendered first page has them.
    const events = timelineOf(result.record, scope.locale);
    const page = timelinePage(events, filterFromParams(query, ""), pageFromParams(query));
    // Events can name persons, shown only under some credentials: never kept by shared caches.
    return Response.json(page, { headers: { "cache-control": "private, no-store" } });
  },
);
