import "server-only";
import { isPublicPath } from "@/lib/edge/auth/public-paths";
import { type ResolvedSession, resolveSession } from "@/lib/edge/auth/resolve-session";
import { bearerToken, resolveApiToken } from "@/lib/edge/auth/resolve-api-token";
import { enrolmentStop } from "@/lib/edge/auth/second-factor-enrolment";
import type { Viewer } from "@/lib/domain/viewer/viewer";
import { encodeViewer, VIEWER_HEADER } from "@/lib/edge/auth/viewer-header";
import { AppError, toAppError } from "@/lib/platform/errors/app-error";
import { checkRateLimit } from "@/lib/edge/rate-limit/check-rate-limit";
import { requestRefusal } from "@/lib/edge/security/request-refusal";
import type { SecurityConfig } from "@/lib/platform/config/security-config";
import { REQUEST_ID_HEADER } from "@/lib/platform/http/request-id";

/** Who a request is from, and why it goes no further if it does not. */
export interface Admission extends ResolvedSession {
  /**
   * "sign-in": the address needs a session and the request has none. "enrol": the session must enrol a
   * second factor before it opens this page (an API request gets a 403 instead).
   */
  stop?: AppError | "sign-in" | "enrol";
  /** The request came with an API token (`Authorization: Bearer`), which stood in for a session. */
  bearer?: boolean;
}

export interface AdmitOptions {
  isApi: boolean;
  config: SecurityConfig;
  /** Whether the request spends from the rate limit (the liveness probe does not). */
  limited?: boolean;
}

/**
 * The checks every request passes, pages in proxy.ts and the API in apiGate alike: the refusals
 * (requestRefusal), a session for all but the public paths, a second factor where an administrator requires
 * one, and the rate limit per account, or per client where nobody is signed in.
 *
 * An API call with `Authorization: Bearer <token>` (to any address under /api but the public ones) is admitted
 * by its API token instead: as the token's owner with the token's roles, its cookies never read, rate limited per
 * token. A refused token is a 401, never a fall back to the session. The Origin check for writes is left out for
 * it: it guards against a browser adding its cookies to another site's request, which a token never is. So is the
 * second-factor enrolment stop: a token is no sign-in, but a credential its owner made while signed in.
 */
export async function admitRequest(
  request: { method: string; headers: Headers; url?: string },
  pathname: string,
  { isApi, config, limited = true }: AdmitOptions,
): Promise<Admission> {
  const isPublic = isPublicPath(pathname);
  const bearer = isApi && !isPublic ? bearerToken(request.headers) : null;
  const refused = requestRefusal(request, isApi, config, { bearer: bearer !== null });
  if (refused) return { viewer: null, setCookies: [], stop: refused, bearer: bearer !== null };
  if (bearer !== null) {
    const viewer = await resolveApiToken(bearer).catch((error: unknown) => toAppError(error));
    if (viewer instanceof AppError) return { viewer: null, setCookies: [], stop: viewer, bearer: true };
    const stop = limited ? await checkRateLimit(request.headers, viewer) : undefined;
    return { viewer, setCookies: [], stop, bearer: true };
  }
  let session: ResolvedSession = { viewer: null, setCookies: [] };
  if (!isPublic) {
    // A session that cannot be read (the database is down) is the honest failure, not "sign in".
    const resolved = await resolveSession(request.headers).catch((error: unknown) => toAppError(error));
    if (resolved instanceof AppError) return { ...session, stop: resolved };
    if (!resolved.viewer) return { ...resolved, stop: "sign-in" };
    session = resolved;
    const enrol = await enrolmentStop(resolved.viewer, pathname).catch((error: unknown) => toAppError(error));
    if (enrol) return { ...session, stop: enrol };
  }
  return { ...session, stop: limited ? await checkRateLimit(request.headers, session.viewer) : undefined };
}

/**
 * Marks headers as those of an admitted request, for a page (proxy.ts, on its copy) or an API route (apiGate,
 * on the request's own): its request id and viewer set, any copy of them the client sent replaced.
 */
export function markAdmitted(headers: Headers, reqId: string, viewer: Viewer | null): void {
  headers.set(REQUEST_ID_HEADER, reqId);
  headers.delete(VIEWER_HEADER);
  if (viewer) headers.set(VIEWER_HEADER, encodeViewer(viewer));
}
