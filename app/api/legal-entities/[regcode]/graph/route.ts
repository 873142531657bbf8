import { lookupForViewer } from "@/lib/domain/access/lookup-for-viewer";
import { graphOf } from "@/lib/domain/graph/graph-of";
import { requestLocale } from "@/lib/edge/locale/request-locale";
import { snapshotOf } from "@/lib/domain/routes/api-paths";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";

/** An entity's relationship graph (of the stored copy `?snapshot=`), built here so the browser never downloads or parses the record. */
export const GET = apiRoute<{ regcode: string }>(
  "legal-entities/graph",
  ANALYST_ACCESS,
  async (request, { regcode }, scope) => {
    const result = await scope.lookup(regcode, (rc) =>
      lookupForViewer({
        regcode: rc,
        viewer: scope.viewer,
        headers: request.headers,
        reason: "graph",
        snapshot: snapshotOf(request),
      }),
    );
    // Nodes can name persons, shown only under some credentials: never kept by shared caches.
    return Response.json(graphOf(result.record, requestLocale(request.headers)), {
      headers: { "cache-control": "private, no-store" },
    });
  },
);
