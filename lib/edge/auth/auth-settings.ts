import { z } from "zod";
import { isCommonPassword } from "./common-passwords";
import { roleSchema } from "@/lib/domain/viewer/role-schema";
import type { Role } from "@/lib/domain/viewer/roles";
import { purposeRequired } from "@/lib/domain/access/access-purposes";
import { envFlag, parseEnv } from "@/lib/platform/config/parse-env";
import { parseAppUrl } from "@/lib/platform/http/app-origin";

const envSchema = z.object({
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  OIDC_ISSUER: z.url({ protocol: /^https?$/, error: "OIDC_ISSUER must be an http(s) address" }).optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_DEFAULT_ROLES: z
    .string()
    .default("analyst")
    .transform((list) => list.split(",").map((role) => role.trim()))
    .pipe(z.array(roleSchema).min(1)),
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

export interface AuthSettings {
  /** The app's public address; without it the app trusts the origin each request shows. */
  appUrl?: string;
  secret?: string;
  oidc?: { issuer: string; clientId: string; clientSecret: string; defaultRoles: Role[] };
  admin?: { email: string; password: string };
  demoMode: boolean;
  requirePurpose: boolean;
}

/** Sign-in and account settings from the environment; blank means unset. */
export function parseAuthSettings(env: Record<string, string | undefined>): AuthSettings {
  const e = parseEnv(envSchema, env, "Sign-in configuration");
  const oidcParts = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  if (oidcParts.some(Boolean) && !oidcParts.every(Boolean)) {
    throw new Error(
      "Sign-in configuration is invalid: set all of OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET, or none",
    );
  }
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new Error("Sign-in configuration is invalid: set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither");
  }
  return {
    appUrl: parseAppUrl(env),
    secret: e.AUTH_SECRET,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            defaultRoles: e.OIDC_DEFAULT_ROLES,
          }
        : undefined,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    demoMode: e.DEMO_MODE,
    requirePurpose: purposeRequired(env),
  };
}
