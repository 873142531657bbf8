import "server-only";
import type { AccessRule, PublicAccess } from "@/lib/domain/viewer/access-rule";
import { admittedViewer } from "@/lib/edge/auth/current-viewer";
import type { Viewer } from "@/lib/domain/viewer/viewer";
import { toAppError } from "@/lib/platform/errors/app-error";
import { requestLocale } from "@/lib/edge/locale/request-locale";
import type { GuardedRoute } from "./api-route";
import { pageErrorResponse } from "./page-error-response";
import { type RequestContext, requestContext } from "./request-context";

/**
 * A route handler outside /api/ (behind proxy.ts, like the pages): `rule` is checked before the handler
 * runs, and a viewer it refuses reads why as a page refusal (403 without the role), in their language.
 * The handler is given the request's context: the viewer, database, actor and language.
 */
export function pageRoute<P extends Record<string, string>>(
  rule: Exclude<AccessRule, PublicAccess>,
  handler: (request: Request, params: P, context: RequestContext) => Promise<Response>,
): GuardedRoute<P> {
  const answer = async (request: Request, ctx: { params: Promise<P> }): Promise<Response> => {
    let viewer: Viewer;
    try {
      viewer = admittedViewer(request, rule);
    } catch (refusal) {
      return pageErrorResponse(toAppError(refusal), requestLocale(request.headers));
    }
    return handler(request, await ctx.params, requestContext(request, viewer));
  };
  return Object.assign(answer, { access: rule });
}
