import { entityLayout } from "@/lib/graph/entity-layout";
import { layoutRequestFromParams } from "@/lib/graph/layout-request";
import { apiHandler } from "@/lib/http/api-handler";
import { lookupLegalEntity } from "@/lib/registry/registry";

/** The drawing of an entity's graph for one view, laid out on the server so the browser needs no layout engine. */
export const GET = apiHandler<{ regcode: string }>(
  "legal-entities/graph/layout",
  async (request, { regcode }, scope) => {
    const layoutRequest = layoutRequestFromParams(new URL(request.url).searchParams);
    const result = await scope.lookup(regcode, lookupLegalEntity);
    const layout = await entityLayout(result, layoutRequest);
    // Boxes carry persons' names, shown only under some credentials: never kept by shared caches.
    return Response.json(layout, { headers: { "cache-control": "private, no-store" } });
  },
);
