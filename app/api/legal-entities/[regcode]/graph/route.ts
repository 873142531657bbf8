import { lookupForViewer } from "@/lib/domain/access/lookup-for-viewer";
import { graphOf } from "@/lib/domain/graph/graph-of";
import { snapshotOf } from "@/lib/domain/routes/api-paths";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";

/** An entity's relationship graph (of the stored copy `?snapshot=`), built here so the browser never downloads or parses the record. */
export const GET = apiRoute<{ regcode: string }>(
  "legal-entities/graph",
  ANALYST_ACCESS,
  async (request, params, scope) => {
    const result = await scope.lookup(scope.parseRegcode(params.regcode), (regcode) =>
      lookupForViewer({
        regcode,
        viewer: scope.viewer,
        actor: scope.actor,
        reason: "graph",
        snapshot: snapshotOf(request),
      }),
    );
    // Nodes can name persons, shown only under some credentials: never kept by shared caches.
    return Response.json(graphOf(result.record, scope.locale), {
      headers: { "cache-control": "private, no-store" },
    });
  },
);
