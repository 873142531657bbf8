import { AppError } from "@/lib/platform/errors/app-error";
import { SIGNED_IN_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";

/**
 * Any other address under /api/: the API is not behind proxy.ts, so without this Next would answer with the
 * app's HTML not-found page and none of the per-request headers. Signed out it is 401 like the rest of the API.
 */
const unknown = apiRoute("unknown", SIGNED_IN_ACCESS, async (request) => {
  const path = new URL(request.url).pathname.slice(0, 200);
  throw new AppError("not_found", { key: "noSuchApiAddress", values: { path } });
});

export const GET = unknown;
export const POST = unknown;
export const PUT = unknown;
export const PATCH = unknown;
export const DELETE = unknown;
