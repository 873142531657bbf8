import { SIGNED_IN_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { lookupIdentity } from "@/lib/registry/client/registry";

export const GET = apiRoute("identity", SIGNED_IN_ACCESS, async () => {
  const identity = await lookupIdentity();
  return Response.json(identity, { headers: { "cache-control": "private, no-store" } });
});
