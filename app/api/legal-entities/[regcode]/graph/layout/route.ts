import { entityLayout } from "@/lib/domain/graph/entity-layout";
import { layoutRequestFromParams } from "@/lib/domain/graph/layout-request";
import { lookupForViewer } from "@/lib/domain/access/lookup-for-viewer";
import { snapshotOf } from "@/lib/domain/routes/api-paths";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import type { Regcode } from "@/lib/registry/regcode/regcode";

/** The drawing of an entity's graph (of the stored copy `?snapshot=`) for one view, laid out on the server so the browser needs no layout engine. */
export const GET = apiRoute<{ regcode: string }>(
  "legal-entities/graph/layout",
  ANALYST_ACCESS,
  async (request, params, scope) => {
    const layoutRequest = layoutRequestFromParams(new URL(request.url).searchParams);
    const snapshot = snapshotOf(request);
    // Every record drawn, the expanded ones too, is read through the lookup service and the viewer's gate.
    const lookup = (regcode: Regcode, stored?: string) =>
      lookupForViewer({ regcode, viewer: scope.viewer, actor: scope.actor, reason: "graph", snapshot: stored });
    const result = await scope.lookup(scope.parseRegcode(params.regcode), (regcode) => lookup(regcode, snapshot));
    // An ownership chain's records are read from the stored copies its determination read (`stored`).
    const expansions = await Promise.all(layoutRequest.expand.map((rc) => lookup(rc, layoutRequest.stored[rc])));
    // One layout per viewer at a time, so no one user fills the layout workers.
    const layout = await entityLayout(result, layoutRequest, expansions, scope.locale, scope.viewer.userId);
    // Boxes carry persons' names, shown only under some credentials: never kept by shared caches.
    return Response.json(layout, { headers: { "cache-control": "private, no-store" } });
  },
);
