import type { Role } from "@/lib/domain/viewer/roles";
import type { Viewer } from "@/lib/domain/viewer/viewer";
import type { Database } from "@/lib/platform/db/database";
import { user } from "@/lib/platform/db/schema/auth";

/**
 * A route test's database and browser session, as apiGate and the handlers see them: `dbFactory` replaces the
 * db module's `db()` with `current.db`, `sessionFactory` has every request resolve to `session.viewer`. Create it
 * in vi.hoisted, pass the factories to vi.mock("@/lib/platform/db/db") and
 * vi.mock("@/lib/edge/auth/resolve-session"), and set `current.db` once the suite's database is open.
 */
export function routeSession() {
  const current = { db: undefined as Database | undefined };
  const session = { viewer: null as Viewer | null };
  const suite = Math.random().toString(36).slice(2, 8);
  let n = 0;
  return {
    current,
    session,
    dbFactory: () => ({ db: async () => current.db! }),
    sessionFactory: () => ({
      resolveSession: async () => ({ viewer: session.viewer, setCookies: [] }),
      forgetVerifiedSession: async () => undefined,
    }),
    /** Makes an account with these roles (`${label} 1`, `${label} 2`…) and signs the browser in as it. */
    async signIn(roles: Role[], label = "User"): Promise<Viewer> {
      const id = `${suite}-u${++n}`;
      const email = `${id}@example.test`;
      const name = `${label} ${n}`;
      await current.db!.insert(user).values({ id, name, email, roles });
      session.viewer = { userId: id, sessionId: `s-${id}`, email, name, roles };
      return session.viewer;
    },
  };
}

/**
 * For a route test on the app's own db(): every request's browser session is the analyst "u1" ("A",
 * a@example.test). Pass it to vi.mock("@/lib/edge/auth/resolve-session", ...) through a dynamic import.
 */
export function signedInAnalyst() {
  const viewer: Viewer = { userId: "u1", sessionId: "s1", email: "a@example.test", name: "A", roles: ["analyst"] };
  return {
    resolveSession: async () => ({ viewer, setCookies: [] }),
    forgetVerifiedSession: async () => undefined,
  };
}
