import { SIGNED_IN_ACCESS } from "@/lib/auth/access-rule";
import { apiRoute } from "@/lib/http/api-route";
import { lookupIdentity } from "@/lib/registry/registry";

export const GET = apiRoute("identity", SIGNED_IN_ACCESS, async () => {
  const identity = await lookupIdentity();
  return Response.json(identity, { headers: { "cache-control": "private, no-store" } });
});
