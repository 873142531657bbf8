import type { Role } from "@/lib/domain/viewer/roles";
import type { OidcSettings } from "./auth-settings";
import { groupsOf, rolesForGroups } from "./oidc-role-map";

/** Why a single sign-on was refused; each has its own message on the sign-in page. */
export const SSO_REFUSALS = [
  "no-email",
  "unverified-email",
  "password-account",
  "account-disabled",
  "not-allowed",
  "no-mapped-group",
] as const;

export type SsoRefusal = (typeof SSO_REFUSALS)[number];

/** The app's account that a sign-in through the provider signs into, as stored. */
export interface LocalAccount {
  id: string;
  email: string;
  roles: Role[];
  disabled: boolean;
}

export type SsoDecision =
  | { admitted: true; email: string; groups: string[]; roles: Role[] }
  | { admitted: false; email: string; groups: string[]; reason: SsoRefusal };

export interface SsoClaimsCheck {
  /** The provider's claims about the user, from its verified ID token or its userinfo endpoint. */
  claims: Record<string, unknown>;
  oidc: OidcSettings;
  /** The account this identity is linked to, else the one with its email; null when there is none. */
  account: LocalAccount | null;
  /** The start administrator's email (ADMIN_EMAIL): that account signs in with its password only. */
  recoveryEmail?: string;
}

const domainOf = (email: string) => email.slice(email.lastIndexOf("@") + 1);

/**
 * Whether a person the provider vouches for may sign in, and with which roles: those their groups map to, set
 * anew at every sign-in. An account must exist already (made by an administrator) or be in an allowed domain,
 * and the groups must give at least one role.
 */
export function decideSsoSignIn({ claims, oidc, account, recoveryEmail }: SsoClaimsCheck): SsoDecision {
  const email = typeof claims.email === "string" ? claims.email.trim().toLowerCase() : "";
  const groups = groupsOf(claims, oidc.roleClaim);
  const refuse = (reason: SsoRefusal): SsoDecision => ({ admitted: false, email, groups, reason });
  if (!email.includes("@")) return refuse("no-email");
  // A provider that says the address is unverified may let anyone claim it; one that says nothing is trusted.
  if (claims.email_verified === false || claims.email_verified === "false") return refuse("unverified-email");
  // The recovery account stays apart from the provider, so losing the provider never locks the app.
  if (recoveryEmail && (account?.email ?? email) === recoveryEmail) return refuse("password-account");
  if (account?.disabled) return refuse("account-disabled");
  if (!account && !oidc.allowedDomains.includes(domainOf(email))) return refuse("not-allowed");
  const roles = rolesForGroups(oidc.roleMap, groups);
  if (roles.length === 0) return refuse("no-mapped-group");
  return { admitted: true, email, groups, roles };
}
