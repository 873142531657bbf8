import { apiHandler } from "@/lib/http/api-handler";
import { lookupIdentity } from "@/lib/registry/registry";

export const GET = apiHandler("identity", async () => {
  const identity = await lookupIdentity();
  return Response.json(identity, { headers: { "cache-control": "private, no-store" } });
});
