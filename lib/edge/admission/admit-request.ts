import "server-only";
import { isPublicPath } from "@/lib/edge/auth/public-paths";
import { type ResolvedSession, resolveSession } from "@/lib/edge/auth/resolve-session";
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
 */
export async function admitRequest(
  request: { method: string; headers: Headers; url?: string },
  pathname: string,
  { isApi, config, limited = true }: AdmitOptions,
): Promise<Admission> {
  const refused = requestRefusal(request, isApi, config);
  if (refused) return { viewer: null, setCookies: [], stop: refused };
  let session: ResolvedSession = { viewer: null, setCookies: [] };
  if (!isPublicPath(pathname)) {
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
