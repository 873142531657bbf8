import { apiHandler } from "@/lib/http/api-handler";
import { lookupLegalEntity } from "@/lib/registry/registry";

export const GET = apiHandler<{ regcode: string }>("legal-entities", async (_request, { regcode }, scope) => {
  scope.note({ regcode });
  const result = await lookupLegalEntity(regcode);
  scope.note({ upstreamStatus: 200, drift: result.drift, cached: result.fromCache });
  // The exact bytes received, so the hash on a report can be checked against this answer.
  return new Response(result.body, {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "cache-control": "private, no-store",
      "x-registry-retrieved-at": result.retrievedAt,
      "x-registry-sha256": result.sha256,
    },
  });
});
