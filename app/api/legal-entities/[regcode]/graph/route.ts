import { lookupForViewer } from "@/lib/access/lookup-for-viewer";
import { apiViewer } from "@/lib/auth/current-viewer";
import { graphOf } from "@/lib/graph/graph-of";
import { apiHandler } from "@/lib/http/api-handler";

/** An entity's relationship graph, built here so the browser never downloads or parses the record. */
export const GET = apiHandler<{ regcode: string }>("legal-entities/graph", async (request, { regcode }, scope) => {
  scope.note({ regcode });
  const result = await lookupForViewer({
    regcode,
    viewer: apiViewer(request),
    headers: request.headers,
    reason: "graph",
  });
  scope.note({ upstreamStatus: 200, drift: result.drift, cached: result.fromCache });
  // Nodes can name persons, shown only under some credentials: never kept by shared caches.
  return Response.json(graphOf(result.record), { headers: { "cache-control": "private, no-store" } });
});
