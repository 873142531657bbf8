import "server-only";
import { appOrigin } from "@/lib/http/app-origin";
import { getAuth, authSettings } from "./auth";
import { parseRoles } from "./roles";
import type { Viewer } from "./viewer";

export interface ResolvedSession {
  viewer: Viewer | null;
  /** Cookies better-auth wants refreshed (its cookie cache), to pass on to the browser. */
  setCookies: string[];
}

/** The viewer of a request from its session cookie: no database read while the cookie cache is fresh. */
export async function resolveSession(headers: Headers): Promise<ResolvedSession> {
  if (!headers.get("cookie")) return { viewer: null, setCookies: [] };
  const auth = await getAuth(appOrigin(headers, authSettings().appUrl).startsWith("https:"));
  const { headers: answerHeaders, response } = await auth.api.getSession({ headers, returnHeaders: true });
  const setCookies = answerHeaders?.getSetCookie() ?? [];
  if (!response || response.user.disabled) return { viewer: null, setCookies };
  const { user, session } = response;
  return {
    viewer: {
      userId: user.id,
      sessionId: session.id,
      email: user.email,
      name: user.name,
      roles: parseRoles(user.roles),
    },
    setCookies,
  };
}
