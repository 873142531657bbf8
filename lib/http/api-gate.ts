import "server-only";
import { isPublicPath } from "@/lib/auth/public-paths";
import { forgetVerifiedSession, resolveSession } from "@/lib/auth/resolve-session";
import type { Viewer } from "@/lib/auth/viewer";
import { encodeViewer, VIEWER_HEADER } from "@/lib/auth/viewer-header";
import { AppError, toAppError } from "@/lib/errors/app-error";
import { requestLocale } from "@/lib/i18n/request-locale";
import { logger } from "@/lib/log/logger";
import { checkRateLimit } from "@/lib/rate-limit/check-rate-limit";
import { requestRefusal } from "@/lib/security/request-refusal";
import { securityConfig } from "@/lib/security/security-config";
import { API_CSP } from "@/lib/security/security-headers";
import { withSecurityHeaders } from "@/lib/security/with-security-headers";
import { errorResponse } from "./error-response";
import { noteInteractive } from "./interactive-activity";
import { REQUEST_ID_HEADER } from "./request-id";
import { requestOrigin } from "./request-origin";

/** The liveness probe answers a constant: a load balancer polling it must never be refused. */
const LIVENESS = "/api/ping";
const SIGN_OUT = "/api/auth/sign-out";
/** Requests that are not an analyst waiting: probes and a batch page polling its progress. */
const BACKGROUND_POLLS = /^\/api\/(ping|health|batches\/\d+(\/results)?)$/;

/**
 * Every API request's admission, in the route itself: the API is left out of proxy.ts, whose mere
 * running costs a constant answer about a third of its throughput. A request id, refusals (host,
 * cross-site calls, writes from another origin; scripts/serve.ts answers an address that does not
 * decode), a session for all but the public paths (401 without one), the rate limit per account or
 * client, then `answer` with the request as proxy.ts hands pages theirs: the id and the viewer set,
 * any copy the client sent replaced. Every answer gets the per-request security headers.
 */
export async function apiGate(
  request: Request,
  answer: (admitted: Request) => Response | Promise<Response>,
): Promise<Response> {
  const reqId = crypto.randomUUID();
  const { pathname } = new URL(request.url);
  if (!BACKGROUND_POLLS.test(pathname)) noteInteractive();
  const settings = securityConfig();
  const { https } = requestOrigin(request.headers, settings.trustedProxyHops);
  let viewer: Viewer | null = null;
  let setCookies: string[] = [];
  const refuse = (error: AppError) => {
    logger.warn({ event: "request", reqId, route: "api-gate", status: error.status, errorCode: error.code });
    const response = errorResponse(error, requestLocale(request.headers, viewer));
    return withSecurityHeaders(response, { csp: API_CSP, reqId, https, setCookies });
  };

  const refused = requestRefusal(request, true, settings);
  if (refused) return refuse(refused);
  // The liveness probe reads nothing of the request: no session, no limit, no headers handed on.
  if (pathname === LIVENESS) return withSecurityHeaders(await answer(request), { csp: API_CSP, reqId, https });

  if (pathname === SIGN_OUT) await forgetVerifiedSession(request.headers);
  if (!isPublicPath(pathname)) {
    // A session that cannot be read (the database is down) is the honest failure, not "sign in".
    const session = await resolveSession(request.headers).catch((error: unknown) => toAppError(error));
    if (session instanceof AppError) return refuse(session);
    ({ viewer, setCookies } = session);
    if (!viewer) return refuse(new AppError("unauthorized", "signInForApi"));
  }
  const limited = await checkRateLimit(request.headers, viewer);
  if (limited) return refuse(limited);

  const headers = new Headers(request.headers);
  headers.set(REQUEST_ID_HEADER, reqId);
  headers.delete(VIEWER_HEADER);
  if (viewer) headers.set(VIEWER_HEADER, encodeViewer(viewer));
  const admitted = new Request(request, { headers });
  const response = await Promise.resolve()
    .then(() => answer(admitted))
    .catch((error: unknown) => {
      // Routes answer their own failures (apiHandler); this is one that escaped, logged for the operator.
      logger.error({ event: "request", reqId, route: "api-gate", status: 500, err: error });
      return errorResponse(toAppError(error), requestLocale(headers));
    });
  return withSecurityHeaders(response, { csp: API_CSP, reqId, https, setCookies });
}
