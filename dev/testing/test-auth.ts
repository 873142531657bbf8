import { parseAuthSettings } from "@/lib/edge/auth/auth-settings";
import { type Auth, createAuth } from "@/lib/edge/auth/create-auth";
import { SignInFailures } from "@/lib/edge/auth/sign-in-failures";
import type { Database } from "@/lib/platform/db/database";

/** The origin the auth tests' browser is on. */
export const TEST_ORIGIN = "http://lens.test";

/** How many failed sign-ins a minute each limit allows (100 unless a test says otherwise). */
export interface TestAuthLimits {
  perAccountClient?: number;
  perAccount?: number;
  perAddress?: number;
  slowDownMs?: number;
}

/**
 * The app's better-auth on a test's database, with its default settings (or those `env` sets) and the limits
 * the test needs.
 */
export function testAuth(db: Database, limits: TestAuthLimits = {}, env: Record<string, string> = {}): Auth {
  const perMinute = (max = 100) => new SignInFailures({ max, windowMs: 60_000 });
  return createAuth({
    db,
    settings: parseAuthSettings(env),
    secret: "a-test-secret-that-is-long-enough-000",
    secure: false,
    perAccountClient: perMinute(limits.perAccountClient),
    perAccount: perMinute(limits.perAccount),
    perAddress: perMinute(limits.perAddress),
    slowDownMs: limits.slowDownMs,
  });
}

/** A browser's email sign-in on TEST_ORIGIN, with any headers the server would add (peer, forwarded-for). */
export function signInRequest(
  credentials: { email: string; password: string; callbackURL?: string },
  headers: Record<string, string> = {},
): Request {
  return new Request(`${TEST_ORIGIN}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: TEST_ORIGIN, ...headers },
    body: JSON.stringify(credentials),
  });
}
