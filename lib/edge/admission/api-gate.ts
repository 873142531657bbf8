import "server-only";
import { z } from "zod";
import { forgetVerifiedSession } from "@/lib/edge/auth/resolve-session";
import { enrolmentRequired } from "@/lib/edge/auth/second-factor-enrolment";
import { AppError, toAppError } from "@/lib/platform/errors/app-error";
import { requestLocale } from "@/lib/edge/locale/request-locale";
import { logger } from "@/lib/platform/log/logger";
import { securityConfig } from "@/lib/platform/config/security-config";
import { API_CSP, API_DOCUMENT_CSP } from "@/lib/edge/security/security-headers";
import { withSecurityHeaders } from "@/lib/edge/security/with-security-headers";
import { admitRequest, markAdmitted } from "./admit-request";
import { errorResponse } from "@/lib/platform/errors/error-response";
import { noteInteractive } from "@/lib/platform/concurrency/interactive-activity";
import { requestOrigin } from "@/lib/platform/http/request-origin";

/** The liveness probe answers a constant: a load balancer polling it must never be refused. */
const LIVENESS = "/api/ping";
/** What the liveness probe answers, always (GET /api/ping). */
export const LIVENESS_ANSWER = { status: "ok" } as const;
export const livenessAnswerSchema = z.strictObject({ status: z.literal(LIVENESS_ANSWER.status) });
const SIGN_OUT = "/api/auth/sign-out";
/** Requests that are not an analyst waiting: probes and a batch page polling its progress. */
const BACKGROUND_POLLS = /^\/api\/(ping|health|batches\/\d+(\/results)?)$/;

/**
 * Every API request's admission, in the route itself: the API is left out of proxy.ts, whose mere
 * running costs a constant answer about a third of its throughput. A request id, refusals (host,
 * cross-site calls, writes from another origin; scripts/serve.ts answers an address that does not
 * decode), a session or an API token (`Authorization: Bearer`, see admitRequest) for all but the public
 * paths (401 without one), the rate limit per account, token or client, then `answer` with the request marked
 * as proxy.ts marks pages' (markAdmitted): the id and the viewer set, any copy the client sent replaced. Marked
 * in place: a copy of the request cost a cached lookup about a twentieth of its CPU. Every answer gets the
 * per-request security headers.
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
  const liveness = pathname === LIVENESS;
  const { viewer, setCookies, stop, bearer } = await admitRequest(request, pathname, {
    isApi: true,
    config: settings,
    limited: !liveness,
  });
  if (stop) {
    const error =
      stop === "sign-in" ? new AppError("unauthorized", "signInForApi") : stop === "enrol" ? enrolmentRequired() : stop;
    logger.warn({ event: "request", reqId, route: "api-gate", status: error.status, errorCode: error.code });
    const response = errorResponse(error, requestLocale(request.headers, viewer));
    // RFC 6750: a refused token is said to be one, so a client knows to get another rather than retry.
    if (bearer && error.status === 401) response.headers.set("www-authenticate", 'Bearer error="invalid_token"');
    return withSecurityHeaders(response, { csp: API_CSP, reqId, https, setCookies });
  }
  // The liveness probe reads nothing of the request: no session, no limit, no headers handed on.
  if (liveness) return withSecurityHeaders(await answer(request), { csp: API_CSP, reqId, https });
  if (pathname === SIGN_OUT) await forgetVerifiedSession(request.headers);

  let response: Response;
  try {
    // A token's call is not a browser session's: no route below can read one from cookies sent along.
    if (bearer) request.headers.delete("cookie");
    markAdmitted(request.headers, reqId, viewer);
    response = await answer(request);
  } catch (error) {
    // Routes answer their own failures (apiHandler); this is one that escaped, logged for the operator.
    logger.error({ event: "request", reqId, route: "api-gate", status: 500, err: error });
    response = errorResponse(toAppError(error), requestLocale(request.headers, viewer));
  }
  // A document (a case's report) needs its stylesheet; anything else loads nothing.
  const csp = response.headers.get("content-type")?.startsWith("text/html") ? API_DOCUMENT_CSP : API_CSP;
  return withSecurityHeaders(response, { csp, reqId, https, setCookies });
}
