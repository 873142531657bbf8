import { SIGNED_IN_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { openApiDocument } from "@/lib/edge/openapi/openapi-document";

/** The API's OpenAPI 3.1 description, generated from the schemas the routes read and answer with. */
export const GET = apiRoute("openapi", SIGNED_IN_ACCESS, async () =>
  Response.json(openApiDocument(), { headers: { "cache-control": "private, no-cache" } }),
);
