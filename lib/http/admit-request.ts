import "server-only";
import { isPublicPath } from "@/lib/auth/public-paths";
import { resolveSession } from "@/lib/auth/resolve-session";
import type { Viewer } from "@/lib/auth/viewer";
import { AppError, toAppError } from "@/lib/errors/app-error";
import { checkRateLimit } from "@/lib/rate-limit/check-rate-limit";
import { requestRefusal } from "@/lib/security/request-refusal";
import type { SecurityConfig } from "@/lib/security/security-config";

/** Who a request is from, and why it goes no further if it does not. */
export interface Admission {
  viewer: Viewer | null;
  /** Cookies the session wants refreshed, to send with whatever the answer is. */
  setCookies: string[];
  /** "sign-in": the address needs a session and the request has none. */
  stop?: AppError | "sign-in";
}

export interface AdmitOptions {
  isApi: boolean;
  config: SecurityConfig;
  /** Whether the request spends from the rate limit (the liveness probe does not). */
  limited?: boolean;
}

/**
 * The checks every request passes, pages in proxy.ts and the API in apiGate alike: the refusals
 * (requestRefusal), a session for all but the public paths, and the rate limit per account, or per
 * client where nobody is signed in.
 */
export async function admitRequest(
  request: { method: string; headers: Headers },
  pathname: string,
  { isApi, config, limited = true }: AdmitOptions,
): Promise<Admission> {
  const refused = requestRefusal(request, isApi, config);
  if (refused) return { viewer: null, setCookies: [], stop: refused };
  let admission: Admission = { viewer: null, setCookies: [] };
  if (!isPublicPath(pathname)) {
    // A session that cannot be read (the database is down) is the honest failure, not "sign in".
    const session = await resolveSession(request.headers).catch((error: unknown) => toAppError(error));
    if (session instanceof AppError) return { ...admission, stop: session };
    admission = { ...session };
    if (!admission.viewer) return { ...admission, stop: "sign-in" };
  }
  if (!limited) return admission;
  return { ...admission, stop: await checkRateLimit(request.headers, admission.viewer) };
}
