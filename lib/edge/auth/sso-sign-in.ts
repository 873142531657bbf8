import { tryGetCurrentAuthEndpointContext } from "@better-auth/core/context";
import { APIError, isAPIError } from "better-auth/api";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { appendAuditEvent } from "@/lib/domain/audit/append-audit-event";
import { auditActor } from "@/lib/domain/audit/audit-actor";
import { pagePaths } from "@/lib/domain/routes/page-paths";
import { parseRoles, type Role } from "@/lib/domain/viewer/roles";
import type { Database } from "@/lib/platform/db/database";
import { account as accountTable, user as userTable } from "@/lib/platform/db/schema";
import type { AuthSettings } from "./auth-settings";
import { discoveredIssuer, sameIssuer } from "./oidc-discovery";
import { decideSsoSignIn, type LocalAccount, type SsoRefusal } from "./sso-admission";

/** better-auth's id for the one OpenID Connect provider: its callback is /api/auth/callback/oidc. */
export const SSO_PROVIDER_ID = "oidc";
/** The endpoint that completes a provider's sign-in (better-auth's path, its parameter unfilled). */
const CALLBACK_PATH = "/callback/:id";
const SOCIAL_SIGN_IN_PATH = "/sign-in/social";
const LINK_SOCIAL_PATH = "/link-social";
/** How long an issuer found to match its discovery document is not checked again. */
const ISSUER_CHECK_MS = 5 * 60_000;
const MAX_GROUPS = 50;
const MAX_GROUP_LENGTH = 200;

/** The `error` a refused sign-in lands on the sign-in page with; each has its own message there. */
export const ssoErrorCode = (reason: SsoRefusal) => `sso-${reason}`;

/** The part of better-auth's endpoint and hook contexts the gate reads. */
interface EndpointContext {
  path?: string;
  headers?: Headers;
  redirect(url: string): unknown;
}

interface HookContext {
  path: string;
  body?: unknown;
  headers?: Headers;
  context: { returned?: unknown; logger: { error(message: string, ...args: unknown[]): void } };
}

interface Admitted {
  email: string;
  roles: Role[];
  groups: string[];
  newAccount: boolean;
}

const socialSignInBody = z.looseObject({ provider: z.string().optional(), idToken: z.unknown().optional() });
const headersOf = (ctx: { headers?: Headers } | null | undefined) => ctx?.headers ?? new Headers();
/** The groups as the audit trail keeps them: a provider may send hundreds, or long names. */
const loggedGroups = (groups: string[]) => groups.slice(0, MAX_GROUPS).map((group) => group.slice(0, MAX_GROUP_LENGTH));
const sameRoles = (a: readonly Role[], b: readonly Role[]) =>
  a.length === b.length && a.every((role) => b.includes(role));

/** Where a redirect from better-auth sends the browser, and the `error` it carries, if any. */
function redirectError(returned: unknown): string | null {
  if (!isAPIError(returned)) return null;
  const location = new Headers(returned.headers as HeadersInit | undefined).get("location");
  return location ? new URL(location, "http://error.invalid").searchParams.get("error") : null;
}

/**
 * Single sign-on's rules around better-auth's OpenID Connect sign-in: who may sign in and with which roles
 * (decideSsoSignIn), their roles set from the provider's groups before the session is made (so its cached
 * cookie carries them), the issuer checked against discovery, and an audit event for every sign-in, refusal
 * and role change.
 */
export function createSsoGate({
  db,
  settings,
  fetchFn = fetch,
  now = Date.now,
}: {
  db: Database;
  settings: AuthSettings;
  fetchFn?: typeof fetch;
  now?: () => number;
}) {
  const oidc = settings.oidc;
  // Per callback request (better-auth's endpoint context): what the gate admitted, for the hooks that follow.
  const admitted = new WeakMap<object, Admitted>();
  let issuerMatchedAt = -Infinity;

  /** The account the provider's identity is linked to, else the one with its email, as better-auth binds them. */
  async function localAccount(subject: string, email: string): Promise<LocalAccount | null> {
    const columns = { id: userTable.id, email: userTable.email, roles: userTable.roles, disabled: userTable.disabled };
    const [linked] = await db
      .select(columns)
      .from(accountTable)
      .innerJoin(userTable, eq(accountTable.userId, userTable.id))
      .where(and(eq(accountTable.providerId, SSO_PROVIDER_ID), eq(accountTable.accountId, subject)));
    const [found] = linked ? [linked] : await db.select(columns).from(userTable).where(eq(userTable.email, email));
    return found ? { ...found, roles: parseRoles(found.roles), disabled: found.disabled ?? false } : null;
  }

  async function refuse(headers: Headers, email: string, reason: string, groups: string[]) {
    await appendAuditEvent(db, auditActor(headers, null), "sso-sign-in-refused", {
      email: email.slice(0, 320),
      reason,
      groups: loggedGroups(groups),
    });
  }

  return {
    /**
     * genericOAuth's mapProfileToUser: in the callback, after better-auth has verified the ID token and before it
     * reads the account. Refuses with a redirect to the sign-in page, or sets the account's roles.
     */
    async admit(profile: Record<string, unknown>): Promise<void> {
      const ctx = tryGetCurrentAuthEndpointContext() as EndpointContext | undefined;
      if (!oidc || !ctx) throw new APIError("FORBIDDEN", { code: "SSO_UNAVAILABLE", message: "Sign-in refused" });
      // Elsewhere (better-auth's account-info) the profile is only read: nobody signs in.
      if (ctx.path !== CALLBACK_PATH) return;
      const email = typeof profile.email === "string" ? profile.email.trim().toLowerCase() : "";
      const subject = String(profile.sub ?? profile.id ?? "");
      const account = await localAccount(subject, email);
      const decision = decideSsoSignIn({ claims: profile, oidc, account, recoveryEmail: settings.admin?.email });
      if (!decision.admitted) {
        await refuse(headersOf(ctx), decision.email, decision.reason, decision.groups);
        throw ctx.redirect(`${pagePaths.signIn()}?error=${ssoErrorCode(decision.reason)}`);
      }
      if (account && !sameRoles(account.roles, decision.roles)) {
        await db.update(userTable).set({ roles: decision.roles }).where(eq(userTable.id, account.id));
        await appendAuditEvent(
          db,
          auditActor(headersOf(ctx), { userId: account.id, email: account.email }),
          "sso-roles-changed",
          {
            targetUserId: account.id,
            email: account.email,
            roles: decision.roles,
            previousRoles: account.roles,
            groups: loggedGroups(decision.groups),
          },
        );
      }
      admitted.set(ctx, {
        email: decision.email,
        roles: decision.roles,
        groups: decision.groups,
        newAccount: !account,
      });
    },

    /** The roles of an account better-auth is making at this sign-in; undefined for any other new account. */
    rolesForNewAccount(ctx: object | null | undefined): Role[] | undefined {
      return ctx ? admitted.get(ctx)?.roles : undefined;
    },

    /** Writes the audit event of a session made by single sign-on; false for any other session. */
    async recordSignIn(ctx: object | null | undefined, session: { userId: string }): Promise<boolean> {
      const signedIn = ctx && admitted.get(ctx);
      if (!signedIn) return false;
      const [owner] = await db
        .select({ email: userTable.email })
        .from(userTable)
        .where(eq(userTable.id, session.userId));
      const email = owner?.email ?? signedIn.email;
      await appendAuditEvent(
        db,
        auditActor(headersOf(ctx as EndpointContext), { userId: session.userId, email }),
        "sso-sign-in",
        {
          email,
          roles: signedIn.roles,
          groups: loggedGroups(signedIn.groups),
          newAccount: signedIn.newAccount,
        },
      );
      return true;
    },

    /**
     * Before better-auth's endpoints: sign-in through the provider starts only with an authorization code
     * (never an ID token handed in), only at an issuer whose discovery names it, and nothing is linked to an
     * account afterwards.
     */
    async before(ctx: HookContext): Promise<void> {
      if (ctx.path === LINK_SOCIAL_PATH) {
        throw new APIError("FORBIDDEN", { code: "SSO_LINKING_OFF", message: "Accounts are linked at sign-in only" });
      }
      if (ctx.path !== SOCIAL_SIGN_IN_PATH) return;
      const body = socialSignInBody.safeParse(ctx.body).data;
      if (body?.idToken !== undefined) {
        throw new APIError("FORBIDDEN", { code: "SSO_ID_TOKEN_OFF", message: "Sign in through the provider's page" });
      }
      if (!oidc || body?.provider !== SSO_PROVIDER_ID || now() - issuerMatchedAt < ISSUER_CHECK_MS) return;
      const discovered = await discoveredIssuer(oidc.issuer, fetchFn);
      // Unreachable: better-auth answers that itself (the provider is unavailable).
      if (discovered === null) return;
      if (!sameIssuer(discovered, oidc.issuer)) {
        ctx.context.logger.error(
          `OIDC_ISSUER is ${oidc.issuer} but the provider's discovery document names ${discovered}: sign-in refused`,
        );
        await refuse(headersOf(ctx), "", "issuer-mismatch", []);
        throw new APIError("FORBIDDEN", {
          code: "SSO_ISSUER_MISMATCH",
          message: "The identity provider is not the issuer this app is configured with",
        });
      }
      issuerMatchedAt = now();
    },

    /** After the callback: a sign-in better-auth itself refused (a token that failed verification…) is audited. */
    async after(ctx: HookContext): Promise<void> {
      if (ctx.path !== CALLBACK_PATH) return;
      const error = redirectError(ctx.context.returned);
      // The gate's own refusals are audited where they are made, with the provider's claims.
      if (error && !error.startsWith("sso-")) await refuse(headersOf(ctx), "", error.slice(0, 100), []);
    },
  };
}

export type SsoGate = ReturnType<typeof createSsoGate>;
