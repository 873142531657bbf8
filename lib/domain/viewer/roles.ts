/** Every role an account can hold; the one list of their names. */
export const ROLES = ["analyst", "personal-data", "approver", "auditor", "admin"] as const;

export type Role = (typeof ROLES)[number];

/** Roles as stored, keeping only known names (a role removed from the code grants nothing). */
export function parseRoles(stored: unknown): Role[] {
  const list = Array.isArray(stored) ? stored : [];
  return ROLES.filter((role) => list.includes(role));
}
