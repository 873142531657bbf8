import { z } from "zod";
import { isCommonPassword } from "./common-passwords";
import { parseRoleMap, type RoleMap } from "./oidc-role-map";
import { purposeRequired } from "@/lib/domain/access/access-purposes";
import { envFlag, parseEnv } from "@/lib/platform/config/parse-env";
import { parseAppUrl } from "@/lib/platform/http/app-origin";

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/;

const commaList = (text: string) =>
  text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

const envSchema = z.object({
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  OIDC_ISSUER: z.url({ protocol: /^https?$/, error: "OIDC_ISSUER must be an http(s) address" }).optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_PROVIDER_NAME: z.string().max(60, "OIDC_PROVIDER_NAME must be at most 60 characters").optional(),
  OIDC_SCOPES: z
    .string()
    .default("openid email profile")
    .transform((scopes) => scopes.split(/[\s,]+/).filter(Boolean))
    .refine((scopes) => scopes.includes("openid"), "OIDC_SCOPES must include openid"),
  OIDC_ROLE_CLAIM: z.string().trim().min(1).default("groups"),
  OIDC_ROLE_MAP: z
    .string()
    .transform((text, ctx): RoleMap => {
      try {
        return parseRoleMap(text);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: error instanceof Error ? error.message : String(error) });
        return z.NEVER;
      }
    })
    .optional(),
  OIDC_ALLOWED_DOMAINS: z
    .string()
    .transform((text) => commaList(text).map((domain) => domain.replace(/^@/, "").toLowerCase()))
    .refine((domains) => domains.every((domain) => DOMAIN.test(domain)), "list domains like bank.lv, comma-separated")
    .optional(),
  OIDC_DEFAULT_ROLES: z.string().optional(),
  PASSWORD_SIGN_IN: envFlag(true),
  ADMIN_EMAIL: z.email("ADMIN_EMAIL must be an email address").optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(10, "ADMIN_PASSWORD must be at least 10 characters")
    .refine(
      (password) => !isCommonPassword(password),
      "ADMIN_PASSWORD is one of the most common passwords: choose another",
    )
    .optional(),
  DEMO_MODE: envFlag(false),
});

/** Single sign-on through one OpenID Connect provider (authorization code with PKCE). */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** What the sign-in button names: OIDC_PROVIDER_NAME, else the issuer's host. */
  providerName: string;
  scopes: string[];
  /** The claim listing the user's groups; a dotted name may be a path into the claims. */
  roleClaim: string;
  roleMap: RoleMap;
  /**
   * Email domains whose users get an account at their first sign-in; empty: only accounts an administrator
   * created may sign in.
   */
  allowedDomains: string[];
}

export interface AuthSettings {
  /** The app's public address; without it the app trusts the origin each request shows. */
  appUrl?: string;
  secret?: string;
  oidc?: OidcSettings;
  /** Off: only the start administrator (ADMIN_EMAIL) signs in with a password, so access can be recovered. */
  passwordSignIn: boolean;
  admin?: { email: string; password: string };
  demoMode: boolean;
  requirePurpose: boolean;
}

const invalid = (message: string) => new Error(`Sign-in configuration is invalid: ${message}`);

/** Sign-in and account settings from the environment; blank means unset. */
export function parseAuthSettings(env: Record<string, string | undefined>): AuthSettings {
  const e = parseEnv(envSchema, env, "Sign-in configuration");
  const oidcParts = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  if (oidcParts.some(Boolean) && !oidcParts.every(Boolean)) {
    throw invalid("set all of OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET, or none");
  }
  // Roles follow the provider's groups at every sign-in: one set of roles for everyone would contradict that.
  if (e.OIDC_ISSUER && e.OIDC_DEFAULT_ROLES) {
    throw invalid("OIDC_DEFAULT_ROLES is no longer read: map the provider's groups to roles with OIDC_ROLE_MAP");
  }
  if (e.OIDC_ISSUER && !e.OIDC_ROLE_MAP) {
    throw invalid("set OIDC_ROLE_MAP with OIDC_ISSUER (a user in no mapped group cannot sign in)");
  }
  if (!e.PASSWORD_SIGN_IN && !e.OIDC_ISSUER) {
    throw invalid("PASSWORD_SIGN_IN=off needs single sign-on: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET");
  }
  if (!e.PASSWORD_SIGN_IN && e.DEMO_MODE) {
    throw invalid("PASSWORD_SIGN_IN=off cannot go with DEMO_MODE: the demo accounts sign in with passwords");
  }
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw invalid("set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither");
  }
  return {
    appUrl: parseAppUrl(env),
    secret: e.AUTH_SECRET,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET && e.OIDC_ROLE_MAP
        ? {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            providerName: e.OIDC_PROVIDER_NAME?.trim() || new URL(e.OIDC_ISSUER).hostname,
            scopes: e.OIDC_SCOPES,
            roleClaim: e.OIDC_ROLE_CLAIM,
            roleMap: e.OIDC_ROLE_MAP,
            allowedDomains: e.OIDC_ALLOWED_DOMAINS ?? [],
          }
        : undefined,
    passwordSignIn: e.PASSWORD_SIGN_IN,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    demoMode: e.DEMO_MODE,
    requirePurpose: purposeRequired(env),
  };
}
