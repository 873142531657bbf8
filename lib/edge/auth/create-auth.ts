import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { appendAuditEvent } from "@/lib/domain/audit/append-audit-event";
import { auditActor } from "@/lib/domain/audit/audit-actor";
import type { Database } from "@/lib/platform/db/database";
import * as schema from "@/lib/platform/db/schema";
import { clientKey } from "@/lib/edge/rate-limit/client-key";
import { pagePaths } from "@/lib/domain/routes/page-paths";
import type { AuthSettings } from "./auth-settings";
import { isCommonPassword } from "./common-passwords";
import { discoveryUrl } from "./oidc-discovery";
import { isOwnAddress } from "./safe-return-path";
import {
  auditSecondFactorSwitch,
  type PendingSignIn,
  pendingSignIn,
  recoveryCodesLeft,
  replacesSession,
  secondFactorOf,
  secondFactorPlugin,
  signInMethodOf,
  trustsDevice,
} from "./second-factor";
import { auditSelfService } from "./self-service-audit";
import type { SignInFailures } from "./sign-in-failures";
import type { SignedOutSessions } from "./signed-out-sessions";
import { createSsoGate, SSO_PROVIDER_ID } from "./sso-sign-in";

export interface AuthDeps {
  db: Database;
  settings: AuthSettings;
  secret: string;
  /** Served over https: cookies are then marked Secure. */
  secure: boolean;
  /** Failures of one account from one client: past its max that client is refused for that account. */
  perAccountClient: SignInFailures;
  /**
   * Failures of one account from every client: past its max each sign-in to it waits (slowDownMs per
   * failure over), never refused, so a stranger who knows an email cannot lock its owner out.
   */
  perAccount: SignInFailures;
  perAddress: SignInFailures;
  slowDownMs?: number;
  /**
   * Where every ended session is noted (sign-out, revoked, password changed, account disabled), so its
   * cached cookie is refused at once (resolveSession).
   */
  signedOut?: SignedOutSessions;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export const SIGN_IN_PATH = "/sign-in/email";
const SIGN_OUT_PATH = "/sign-out";
const UPDATE_USER_PATH = "/update-user";
/** Where a signed-in user or a reset link sets a new password (sign-up is off). */
const PASSWORD_CHANGES = new Set(["/change-password", "/reset-password"]);
const newPasswordOf = (body: unknown) => z.object({ newPassword: z.string() }).safeParse(body).data?.newPassword ?? "";
/** Answers that carry sessions: a page's scripts must not read a session's token from them. */
const SESSION_ANSWERS = new Set(["/get-session", "/list-sessions"]);
/** How long a signed-in request trusts the signed session cookie before reading the database again. */
export const SESSION_COOKIE_CACHE_SECONDS = 60;
/** The longest a sign-in to an account under attack from many clients is held before it is checked. */
const MAX_SLOW_DOWN_MS = 10_000;

const signInBody = z.object({ email: z.string() });
/** Where better-auth may send the browser once it is done (the fields its own origin check reads). */
const callbackFields = z
  .object({
    callbackURL: z.unknown(),
    redirectTo: z.unknown(),
    errorCallbackURL: z.unknown(),
    newUserCallbackURL: z.unknown(),
  })
  .partial();
const headersOf = (ctx: { headers?: Headers } | null) => ctx?.headers ?? new Headers();
const emailOf = (body: unknown) => signInBody.safeParse(body).data?.email.trim().toLowerCase() ?? "";

/**
 * A session answer with every session's token left out (the token is what the HttpOnly cookie holds).
 * Typed as ctx.json takes it, which sends a list (list-sessions) as it is.
 */
function withoutTokens(answer: object): Record<string, unknown> {
  const bare = (session: unknown) => {
    if (!session || typeof session !== "object") return session;
    const { token: _token, ...rest } = session as Record<string, unknown>;
    return rest;
  };
  if (Array.isArray(answer)) return answer.map(bare) as unknown as Record<string, unknown>;
  return "session" in answer ? { ...answer, session: bare(answer.session) } : { ...answer };
}

/** better-auth for the app: its own database, sessions cached in a signed cookie, failed sign-ins limited. */
export function createAuth({
  db,
  settings,
  secret,
  secure,
  perAccountClient,
  perAccount,
  perAddress,
  slowDownMs = 1_000,
  signedOut,
  now = Date.now,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: AuthDeps) {
  // Whom a sign-in is counted against: the client address this deployment trusts (TCP peer, or per
  // TRUSTED_PROXY_HOPS), never the X-Forwarded-For a client may forge.
  const keysOf = (ctx: { body?: unknown; headers?: Headers }, email = emailOf(ctx.body)) => {
    const account = `account:${email}`;
    const address = `address:${clientKey(headersOf(ctx))}`;
    return { account, address, pair: `${account}|${address}` };
  };
  type Keys = ReturnType<typeof keysOf>;
  /** Before a password or a second step is checked: a client past its failures is refused, an account slowed. */
  const holdOff = async (keys: Keys) => {
    const wait = Math.max(
      await perAccountClient.retryAfterSeconds(keys.pair, now()),
      await perAddress.retryAfterSeconds(keys.address, now()),
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
    const over = (await perAccount.failureCount(keys.account, now())) - perAccount.max + 1;
    if (over > 0) await sleep(Math.min(MAX_SLOW_DOWN_MS, over * slowDownMs));
  };
  const recordFailure = async (keys: Keys) => {
    await perAccountClient.recordFailure(keys.pair, now());
    await perAccount.recordFailure(keys.account, now());
    await perAddress.recordFailure(keys.address, now());
  };
  // The sign-in each second step completes, by its request's context: the after hook counts a wrong code as a
  // wrong password, so the second step is limited as the first one is.
  const pendingSignIns = new WeakMap<object, PendingSignIn>();
  const oidc = settings.oidc;
  const sso = createSsoGate({ db, settings });
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
    session: {
      cookieCache: { enabled: true, maxAge: SESSION_COOKIE_CACHE_SECONDS },
      // "sso" or "password": a single sign-on session is not held to the app's own second step.
      additionalFields: { signInMethod: { type: "string", required: false, input: false } },
    },
    advanced: { useSecureCookies: secure, defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure } },
    // better-auth's limiter keys on X-Forwarded-For as the client sends it (one shared bucket without it,
    // a fresh one with a forged one): apiGate limits every auth request per trusted client instead.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    plugins: [
      secondFactorPlugin(),
      ...(oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: SSO_PROVIDER_ID,
                  name: oidc.providerName,
                  discoveryUrl: discoveryUrl(oidc.issuer),
                  // Without the issuer and keys from discovery the ID token would be decoded, not verified.
                  requireIdTokenVerification: true,
                  clientId: oidc.clientId,
                  clientSecret: oidc.clientSecret,
                  authentication: "basic",
                  scopes: oidc.scopes,
                  pkce: true,
                  // Signing out of the app leaves the provider's session (and the ID token stays out of the answer).
                  disableProviderLogout: true,
                  // Roles follow the provider's groups: the gate sets them, or refuses, before the session is made.
                  mapProfileToUser: async (profile) => {
                    await sso.admit(profile);
                    return {};
                  },
                },
              ],
            }),
          ]
        : []),
    ],
    // The provider vouches for the email of an account an administrator made (Entra ID sends no
    // email_verified); its tokens are not needed after sign-in, so those kept are encrypted.
    account: { encryptOAuthTokens: true, accountLinking: { trustedProviders: [SSO_PROVIDER_ID] } },
    // A failed provider sign-in lands on the sign-in page, which explains its `error`.
    onAPIError: { errorURL: pagePaths.signIn() },
    databaseHooks: {
      user: {
        create: {
          // Accounts made by an administrator carry their roles; single sign-on ones get their groups'.
          before: async (user, ctx) => ({ data: { ...user, roles: sso.rolesForNewAccount(ctx) ?? user.roles ?? [] } }),
        },
        update: {
          after: async (user, ctx) => auditSecondFactorSwitch(db, user, ctx),
        },
      },
      session: {
        create: {
          before: async (session, ctx) => {
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
            // A session that replaces one (a second factor turned on or off) keeps how that one signed in.
            return { data: { ...session, signInMethod: session.signInMethod ?? signInMethodOf(ctx?.path) } };
          },
          // Every new session is a sign-in, by password or single sign-on.
          after: async (session, ctx) => {
            if (await sso.recordSignIn(ctx, session)) return;
            const [owner] = await db
              .select({ email: schema.user.email, twoFactorEnabled: schema.user.twoFactorEnabled })
              .from(schema.user)
              .where(eq(schema.user.id, session.userId));
            // The right password of an account with a second factor is half a sign-in: its code makes the session.
            if (ctx?.path === SIGN_IN_PATH && owner?.twoFactorEnabled) return;
            // Turning a second factor on or off replaces the session it was done in: no one signed in.
            const secondFactor = secondFactorOf(ctx?.path ?? "");
            if (replacesSession(ctx?.path) || (secondFactor && !pendingSignIns.has(ctx?.context ?? {}))) return;
            const email = owner?.email ?? "";
            await appendAuditEvent(db, auditActor(headersOf(ctx), { userId: session.userId, email }), "sign-in", {
              email,
              ...(secondFactor && { secondFactor }),
            });
          },
        },
        // Every way a session ends deletes its row (sign-out, revoke-session(s), revoke-other-sessions, a
        // password change or reset, a disabled account): each is noted, as its cached cookie outlives the row.
        delete: {
          after: async (session) => {
            await signedOut?.note(session.id, now());
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        await sso.before(ctx);
        // Without APP_URL better-auth trusts every host for these (its allowed hosts are "*"): only this site.
        const fields = [callbackFields.safeParse(ctx.body).data, callbackFields.safeParse(ctx.query).data];
        const callbacks = fields.flatMap((found) => Object.values(found ?? {})).filter((value) => value !== undefined);
        const origin = URL.parse(ctx.request?.url ?? ctx.context.baseURL)?.origin ?? "";
        for (const value of callbacks) {
          if (!isOwnAddress(value, origin)) {
            throw new APIError("FORBIDDEN", { code: "INVALID_CALLBACK_URL", message: "Invalid callbackURL" });
          }
        }
        if (PASSWORD_CHANGES.has(ctx.path) && isCommonPassword(newPasswordOf(ctx.body))) {
          throw new APIError("BAD_REQUEST", {
            code: "PASSWORD_TOO_COMMON",
            message: "This password is one of the most common ones, which attackers try first: choose another",
          });
        }
        // The name is what evidence and alerts show as who acted: set by an administrator, not by its owner.
        if (
          ctx.path === UPDATE_USER_PATH &&
          z.looseObject({ name: z.unknown() }).safeParse(ctx.body).data?.name !== undefined
        ) {
          throw new APIError("FORBIDDEN", {
            code: "NAME_ADMIN_MANAGED",
            message: "Names are set by an administrator. Ask one to change yours.",
          });
        }
        if (ctx.path === SIGN_OUT_PATH) {
          const session = await getSessionFromCtx(ctx);
          if (session) {
            const { id: userId, email } = session.user;
            await appendAuditEvent(db, auditActor(headersOf(ctx), { userId, email }), "sign-out", {});
          }
          return;
        }
        const factor = secondFactorOf(ctx.path);
        if (factor) {
          const pending = await pendingSignIn(ctx, factor);
          if (!pending) return;
          if (trustsDevice(ctx.body)) {
            throw new APIError("BAD_REQUEST", {
              code: "TRUST_DEVICE_NOT_OFFERED",
              message: "Every sign-in asks for the second step: a device cannot be trusted to skip it.",
            });
          }
          await holdOff(keysOf(ctx, pending.email));
          pendingSignIns.set(ctx.context, pending);
          return;
        }
        if (ctx.path !== SIGN_IN_PATH) return;
        // Off once single sign-on works: only the start administrator keeps a password, to recover with.
        if (!settings.passwordSignIn && emailOf(ctx.body) !== settings.admin?.email) {
          throw new APIError("FORBIDDEN", {
            code: "PASSWORD_SIGN_IN_OFF",
            message: "Password sign-in is turned off. Sign in with single sign-on.",
          });
        }
        await holdOff(keysOf(ctx));
      }),
      after: createAuthMiddleware(async (ctx) => {
        await auditSelfService(db, ctx);
        await sso.after(ctx);
        // Only answers to a browser: the app's own server calls (auth.api) keep the whole session.
        if (SESSION_ANSWERS.has(ctx.path) && ctx.request) {
          const returned = ctx.context.returned;
          if (returned && typeof returned === "object" && !isAPIError(returned))
            return ctx.json(withoutTokens(returned));
          return;
        }
        const returned = ctx.context.returned;
        const pending = pendingSignIns.get(ctx.context);
        if (pending) {
          const keys = keysOf(ctx, pending.email);
          const actor = auditActor(headersOf(ctx), { userId: pending.userId, email: pending.email });
          if (isAPIError(returned) && returned.statusCode === 401) {
            await recordFailure(keys);
            await appendAuditEvent(db, actor, "sign-in-failed", {
              email: pending.email,
              secondFactor: pending.factor,
            });
          } else if (!isAPIError(returned)) {
            await perAccountClient.clear(keys.pair);
            if (pending.factor === "recovery-code") {
              const remaining = await recoveryCodesLeft(db, ctx.context.secretConfig, pending.userId);
              await appendAuditEvent(db, actor, "recovery-code-used", { remaining });
            }
          }
          return;
        }
        if (ctx.path !== SIGN_IN_PATH) return;
        const keys = keysOf(ctx);
        if (isAPIError(returned) && returned.statusCode === 401) {
          await recordFailure(keys);
          await appendAuditEvent(db, auditActor(headersOf(ctx), null), "sign-in-failed", {
            email: emailOf(ctx.body).slice(0, 320),
          });
        } else if (!isAPIError(returned) && !ctx.context.newSession?.user.twoFactorEnabled) {
          // The account-wide count is left to expire: one right password must not reset a stranger's guesses.
          // Nor does a right password whose second step is still to come reset this client's.
          await perAccountClient.clear(keys.pair);
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
