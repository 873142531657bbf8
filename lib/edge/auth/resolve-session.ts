import "server-only";
import { appOrigin } from "@/lib/platform/http/app-origin";
import { accountChanges, getAuth, signedOutSessions, verifiedSessions } from "./auth";
import { isLocale } from "@/lib/platform/i18n/locales";
import { parseRoles } from "@/lib/domain/viewer/roles";
import type { Viewer } from "@/lib/domain/viewer/viewer";

export interface ResolvedSession {
  viewer: Viewer | null;
  /** Cookies better-auth wants refreshed (its cookie cache), to pass on to the browser. */
  setCookies: string[];
}

/**
 * How long the exact cookie header better-auth has just verified is taken at its word without
 * verifying its signatures again: verification costs more than the rest of a cached lookup.
 */
const VERIFIED_FOR_MS = 5_000;

/**
 * The viewer of a request from its session cookie: no database read while the cookie cache is fresh,
 * except for an account an administrator has just changed, whose cached cookie may still show it
 * enabled or with its old roles (a disabled account's sessions are gone from the database).
 */
export async function resolveSession(headers: Headers, now = Date.now()): Promise<ResolvedSession> {
  const cookie = headers.get("cookie");
  // A browser's session cookie belongs to the host it names: a request naming none has no session.
  if (!cookie || !headers.get("host")) return { viewer: null, setCookies: [] };
  const changes = accountChanges();
  const verified = await verifiedSessions().get(cookie);
  if (verified && !changes.isRecent(verified.userId, now)) {
    if (await signedOutSessions().isSignedOut(verified.sessionId, now)) return { viewer: null, setCookies: [] };
    return { viewer: verified, setCookies: [] };
  }

  const auth = await getAuth(appOrigin(headers).startsWith("https:"));
  let answer = await auth.api.getSession({ headers, returnHeaders: true });
  const changed = answer.response !== null && changes.isRecent(answer.response.user.id, now);
  if (changed)
    answer = await auth.api.getSession({ headers, returnHeaders: true, query: { disableCookieCache: true } });
  const setCookies = answer.headers?.getSetCookie() ?? [];
  const { response } = answer;
  if (!response || response.user.disabled) return { viewer: null, setCookies };
  // A copy of the cookies kept after signing out: the cookie cache still vouches for them.
  if (await signedOutSessions().isSignedOut(response.session.id, now)) return { viewer: null, setCookies };
  const { user, session } = response;
  const viewer: Viewer = {
    userId: user.id,
    sessionId: session.id,
    email: user.email,
    name: user.name,
    roles: parseRoles(user.roles),
    locale: isLocale(user.locale) ? user.locale : null,
    secondFactor: user.twoFactorEnabled === true,
    signInMethod: session.signInMethod === "sso" ? "sso" : "password",
  };
  if (!changed) await verifiedSessions().set(cookie, viewer, { ttlMs: VERIFIED_FOR_MS, size: 1 });
  return { viewer, setCookies };
}

/** Signing out ends the session at once, also for the cookie header verified a moment ago. */
export async function forgetVerifiedSession(headers: Headers): Promise<void> {
  const cookie = headers.get("cookie");
  if (cookie) await verifiedSessions().delete(cookie);
}
