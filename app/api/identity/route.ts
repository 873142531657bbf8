import { apiRoute } from "@/lib/http/api-route";
import { lookupIdentity } from "@/lib/registry/registry";

export const GET = apiRoute("identity", async () => {
  const identity = await lookupIdentity();
  return Response.json(identity, { headers: { "cache-control": "private, no-store" } });
});
