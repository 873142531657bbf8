import "server-only";
import { MemoryLruStore } from "@/lib/platform/cache/memory-lru-store";
import { databaseTargetFromEnv } from "@/lib/platform/db/database-target";
import { db } from "@/lib/platform/db/db";
import { processWide } from "@/lib/platform/concurrency/process-wide";
import { redisConnection } from "@/lib/platform/redis/redis-connection";
import { parseAuthSettings, type AuthSettings } from "./auth-settings";
import { authSecret } from "./auth-secret";
import { createAuth, SESSION_COOKIE_CACHE_SECONDS, type Auth } from "./create-auth";
import { RecentAccountChanges } from "./recent-account-changes";
import { type SharedFailures, SignInFailures } from "./sign-in-failures";
import { SignedOutSessions } from "./signed-out-sessions";
import type { Viewer } from "@/lib/domain/viewer/viewer";

const FIFTEEN_MINUTES = 15 * 60_000;

interface AuthState {
  settings: AuthSettings;
  perAccountClient: SignInFailures;
  perAccount: SignInFailures;
  perAddress: SignInFailures;
  accountChanges: RecentAccountChanges;
  signedOut: SignedOutSessions;
  sessions: MemoryLruStore<Viewer>;
  instances: Map<boolean, Promise<Auth>>;
}

/** With REDIS_URL, failed sign-ins are counted once for every instance. */
function shared(): SharedFailures | null {
  const redis = redisConnection();
  return redis && { kv: redis.kv, namespace: "registry-lens:sign-in-failures:" };
}

/** With REDIS_URL, a sign-out on one instance is known to every other. */
function signOutsShared() {
  const redis = redisConnection();
  return redis && { kv: redis.kv, namespace: "registry-lens:signed-out:" };
}

/** One per process: instrumentation, proxy, routes and pages all sign in and check sessions. */
function state(): AuthState {
  return processWide<AuthState>("auth", () => ({
    settings: parseAuthSettings(process.env),
    perAccountClient: new SignInFailures({ max: 5, windowMs: FIFTEEN_MINUTES }, shared()),
    perAccount: new SignInFailures({ max: 10, windowMs: FIFTEEN_MINUTES }, shared()),
    perAddress: new SignInFailures({ max: 50, windowMs: FIFTEEN_MINUTES }, shared()),
    accountChanges: new RecentAccountChanges(SESSION_COOKIE_CACHE_SECONDS * 1000),
    signedOut: new SignedOutSessions(SESSION_COOKIE_CACHE_SECONDS * 1000, signOutsShared()),
    sessions: new MemoryLruStore({ maxEntries: 10_000, maxSize: 10_000 }),
    instances: new Map(),
  }));
}

export function authSettings(): AuthSettings {
  return state().settings;
}

/** Accounts changed by an administrator in this process, whose sessions the cookie cache must not vouch for. */
export function accountChanges(): RecentAccountChanges {
  return state().accountChanges;
}

/** Sessions signed out while their cached cookies may still be valid. */
export function signedOutSessions(): SignedOutSessions {
  return state().signedOut;
}

/** Viewers of session cookies verified a moment ago, by the exact cookie header that was verified. */
export function verifiedSessions(): MemoryLruStore<Viewer> {
  return state().sessions;
}

/** better-auth for requests over https (Secure cookies) or plain http; both share the database and limits. */
export function getAuth(secure: boolean): Promise<Auth> {
  const s = state();
  let instance = s.instances.get(secure);
  if (!instance) {
    instance = db().then((database) =>
      createAuth({
        db: database,
        settings: s.settings,
        secret: authSecret(s.settings.secret, databaseTargetFromEnv(process.env)),
        secure,
        perAccountClient: s.perAccountClient,
        perAccount: s.perAccount,
        perAddress: s.perAddress,
        signedOut: s.signedOut,
      }),
    );
    s.instances.set(secure, instance);
  }
  return instance;
}
