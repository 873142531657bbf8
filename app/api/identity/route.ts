import { apiHandler } from "@/lib/http/api-handler";
import { registry } from "@/lib/registry/registry";

export const GET = apiHandler("identity", async (_request, _params, scope) => {
  const identity = await registry().identity();
  scope.note({ upstreamStatus: 200 });
  return Response.json(identity, { headers: { "cache-control": "private, no-store" } });
});
