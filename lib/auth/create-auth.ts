import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { appendAuditEvent } from "@/lib/audit/append-audit-event";
import { auditActor } from "@/lib/audit/audit-actor";
import type { Database } from "@/lib/db/database";
import * as schema from "@/lib/db/schema";
import { clientKey } from "@/lib/rate-limit/client-key";
import type { AuthSettings } from "./auth-settings";
import { auditSelfService } from "./self-service-audit";
import { SignInFailures } from "./sign-in-failures";

export interface AuthDeps {
  db: Database;
  settings: AuthSettings;
  secret: string;
  /** Served over https: cookies are then marked Secure. */
  secure: boolean;
  perAccount: SignInFailures;
  perAddress: SignInFailures;
  now?: () => number;
}

export const SIGN_IN_PATH = "/sign-in/email";
const SIGN_OUT_PATH = "/sign-out";
/** How long a signed-in request trusts the signed session cookie before reading the database again. */
export const SESSION_COOKIE_CACHE_SECONDS = 60;

const signInBody = z.object({ email: z.string() });
const headersOf = (ctx: { headers?: Headers } | null) => ctx?.headers ?? new Headers();
const emailOf = (body: unknown) => signInBody.safeParse(body).data?.email.trim().toLowerCase() ?? "";

/** better-auth for the app: its own database, sessions cached in a signed cookie, failed sign-ins limited. */
export function createAuth({ db, settings, secret, secure, perAccount, perAddress, now = Date.now }: AuthDeps) {
  const oidc = settings.oidc;
  return betterAuth({
    appName: "Registry Lens",
    secret,
    // Without a public address, each request's own: its Host, which apiGate has already held to ALLOWED_HOSTS
    // (421 otherwise), so better-auth is given no second list; the scheme is the one this instance serves.
    baseURL: settings.appUrl ?? { allowedHosts: ["*"], protocol: secure ? "https" : "http" },
    database: drizzleAdapter(db, { provider: "pg", schema }),
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 10 },
    user: {
      additionalFields: {
        roles: { type: "string[]", required: false, input: false },
        disabled: { type: "boolean", required: false, defaultValue: false, input: false },
        // The language chosen with the header switch, so it follows the analyst to any browser.
        locale: { type: "string", required: false, input: true },
      },
    },
    session: { cookieCache: { enabled: true, maxAge: SESSION_COOKIE_CACHE_SECONDS } },
    advanced: { useSecureCookies: secure, defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure } },
    rateLimit: { enabled: true, window: 60, max: 100, customRules: { [SIGN_IN_PATH]: { window: 60, max: 30 } } },
    telemetry: { enabled: false },
    plugins: oidc
      ? [
          genericOAuth({
            config: [
              {
                providerId: "oidc",
                discoveryUrl: new URL(
                  ".well-known/openid-configuration",
                  `${oidc.issuer.replace(/\/$/, "")}/`,
                ).toString(),
                clientId: oidc.clientId,
                clientSecret: oidc.clientSecret,
                scopes: ["openid", "email", "profile"],
                pkce: true,
              },
            ],
          }),
        ]
      : [],
    databaseHooks: {
      user: {
        create: {
          // Accounts made by an administrator carry their roles; single sign-on users get the defaults.
          before: async (user) => ({ data: { ...user, roles: user.roles ?? oidc?.defaultRoles ?? [] } }),
        },
      },
      session: {
        create: {
          before: async (session) => {
            const [owner] = await db
              .select({ disabled: schema.user.disabled })
              .from(schema.user)
              .where(eq(schema.user.id, session.userId));
            if (owner?.disabled) {
              throw new APIError("FORBIDDEN", {
                code: "ACCOUNT_DISABLED",
                message: "This account is disabled. Ask an administrator.",
              });
            }
          },
          // Every new session is a sign-in, by password or single sign-on.
          after: async (session, ctx) => {
            const [owner] = await db
              .select({ email: schema.user.email })
              .from(schema.user)
              .where(eq(schema.user.id, session.userId));
            const email = owner?.email ?? "";
            await appendAuditEvent(db, auditActor(headersOf(ctx), { userId: session.userId, email }), "sign-in", {
              email,
            });
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === SIGN_OUT_PATH) {
          const session = await getSessionFromCtx(ctx);
          if (session) {
            const { id: userId, email } = session.user;
            await appendAuditEvent(db, auditActor(headersOf(ctx), { userId, email }), "sign-out", {});
          }
          return;
        }
        if (ctx.path !== SIGN_IN_PATH) return;
        const keys = [`account:${emailOf(ctx.body)}`, `address:${clientKey(ctx.headers ?? new Headers())}`];
        const wait = Math.max(
          await perAccount.retryAfterSeconds(keys[0], now()),
          await perAddress.retryAfterSeconds(keys[1], now()),
        );
        if (wait > 0) {
          // The same answer for every email, so it never tells whether an account exists.
          // The code and minutes let the sign-in form say it in the analyst's language.
          const minutes = Math.ceil(wait / 60);
          throw new APIError("TOO_MANY_REQUESTS", {
            code: "TOO_MANY_FAILED_SIGN_INS",
            message: `Too many failed sign-ins. Try again in ${minutes} min.`,
            minutes,
          });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        await auditSelfService(db, ctx);
        if (ctx.path !== SIGN_IN_PATH) return;
        const account = `account:${emailOf(ctx.body)}`;
        const returned = ctx.context.returned;
        if (isAPIError(returned) && returned.statusCode === 401) {
          await perAccount.recordFailure(account, now());
          await perAddress.recordFailure(`address:${clientKey(ctx.headers ?? new Headers())}`, now());
          await appendAuditEvent(db, auditActor(headersOf(ctx), null), "sign-in-failed", {
            email: emailOf(ctx.body).slice(0, 320),
          });
        } else if (!isAPIError(returned)) {
          await perAccount.clear(account);
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
