import type { Role } from "./roles";
import type { Viewer } from "./viewer";

/**
 * Whose password sign-ins must have a second step (an authenticator app's code): nobody's, the accounts that
 * can change others' accounts or see persons' details, or everyone's.
 */
export const SECOND_FACTOR_REQUIREMENTS = ["off", "privileged", "everyone"] as const;

export type SecondFactorRequirement = (typeof SECOND_FACTOR_REQUIREMENTS)[number];

/** The roles "privileged" covers: an account holding any of them. */
export const PRIVILEGED_ROLES: readonly Role[] = ["admin", "personal-data"];

export function isSecondFactorRequirement(value: unknown): value is SecondFactorRequirement {
  return SECOND_FACTOR_REQUIREMENTS.some((requirement) => requirement === value);
}

/** Whether the requirement covers an account with these roles. */
export function requirementCovers(requirement: SecondFactorRequirement, roles: readonly Role[]): boolean {
  if (requirement === "everyone") return true;
  if (requirement === "privileged") return roles.some((role) => PRIVILEGED_ROLES.includes(role));
  return false;
}

/**
 * Whether this session may do nothing but enrol: the requirement covers the account, it signed in with its
 * password and has no second factor yet. Single sign-on sessions are left to the identity provider.
 */
export function mustEnrolSecondFactor(viewer: Viewer, requirement: SecondFactorRequirement): boolean {
  return viewer.secondFactor === false && viewer.signInMethod !== "sso" && requirementCovers(requirement, viewer.roles);
}
