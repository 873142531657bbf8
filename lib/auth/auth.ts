import "server-only";
import { databaseTargetFromEnv } from "@/lib/db/database-target";
import { db } from "@/lib/db/db";
import { parseAuthSettings, type AuthSettings } from "./auth-settings";
import { authSecret } from "./auth-secret";
import { createAuth, type Auth } from "./create-auth";
import { SignInFailures } from "./sign-in-failures";

const FIFTEEN_MINUTES = 15 * 60_000;

interface AuthState {
  settings: AuthSettings;
  perAccount: SignInFailures;
  perAddress: SignInFailures;
  instances: Map<boolean, Promise<Auth>>;
}

// Instrumentation, proxy, routes and pages are separate module graphs: one state per process, kept here.
const holder = globalThis as typeof globalThis & { registryLensAuth?: AuthState };

function state(): AuthState {
  holder.registryLensAuth ??= {
    settings: parseAuthSettings(process.env),
    perAccount: new SignInFailures({ max: 5, windowMs: FIFTEEN_MINUTES }),
    perAddress: new SignInFailures({ max: 50, windowMs: FIFTEEN_MINUTES }),
    instances: new Map(),
  };
  return holder.registryLensAuth;
}

export function authSettings(): AuthSettings {
  return state().settings;
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
        perAccount: s.perAccount,
        perAddress: s.perAddress,
      }),
    );
    s.instances.set(secure, instance);
  }
  return instance;
}
