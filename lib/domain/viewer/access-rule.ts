import { AppError } from "@/lib/platform/errors/app-error";
import type { Role } from "./roles";
import { hasRole, type Viewer } from "./viewer";

/** Anyone, signed in or not: sign-in, probes, the language switch. */
export interface PublicAccess {
  readonly public: true;
}

/** Any signed-in account, whatever its roles: its own identity and settings. */
export interface SignedInAccess {
  readonly signedIn: true;
}

/** An account holding every role in `roles`, or at least one of `anyRole`. */
export type RoleAccess =
  { readonly roles: readonly [Role, ...Role[]] } | { readonly anyRole: readonly [Role, ...Role[]] };

/**
 * Who may use a route or page. Every route and page declares one (apiRoute, pageRoute, pageViewer): there is
 * no default, so nothing is reachable by an account only because nobody thought of it.
 */
export type AccessRule = PublicAccess | SignedInAccess | RoleAccess;

/** Registry data in any form: lookups, profiles, reports, exports, graphs, evidence, batches, watchlists, alerts. */
export const ANALYST_ACCESS = { roles: ["analyst"] } as const satisfies RoleAccess;
/** Stating why a session looks at persons' details, which only an analyst with personal-data is shown. */
export const PERSONAL_DATA_ACCESS = { roles: ["analyst", "personal-data"] } as const satisfies RoleAccess;
/** The audit trail. */
export const AUDIT_ACCESS = { anyRole: ["auditor", "admin"] } as const satisfies RoleAccess;
/** Reading cases: those who prepare them, those who sign them off, and auditors. */
export const CASE_READ_ACCESS = { anyRole: ["analyst", "approver", "auditor"] } as const satisfies RoleAccess;
/**
 * Working on someone's case: notes, and signing it off (approve, reject, return). Admitted wider than the approver
 * role on purpose: the case's rules (lib/domain/cases/case-transitions.ts) refuse a sign-off by an analyst without
 * it, and that refusal is written to the audit trail.
 */
export const CASE_WORK_ACCESS = { anyRole: ["analyst", "approver"] } as const satisfies RoleAccess;
/** Accounts and the instance's jobs. */
export const ADMIN_ACCESS = { roles: ["admin"] } as const satisfies RoleAccess;
export const SIGNED_IN_ACCESS = { signedIn: true } as const satisfies SignedInAccess;
export const PUBLIC_ACCESS = { public: true } as const satisfies PublicAccess;

/** Whether `viewer` (null: signed out) may use what `rule` guards. */
export function allows(rule: AccessRule, viewer: Viewer | null): boolean {
  return accessRefusal(rule, viewer) === undefined;
}

/** Why `viewer` (null: signed out) may not use what `rule` guards: 401 signed out, 403 without the role. */
export function accessRefusal(rule: AccessRule, viewer: Viewer | null): AppError | undefined {
  if ("public" in rule) return undefined;
  if (!viewer) return new AppError("unauthorized", "signInForApi");
  if ("roles" in rule) {
    const missing = rule.roles.find((role) => !hasRole(viewer, role));
    return missing ? new AppError("forbidden", { key: "roleMissing", values: { role: missing } }) : undefined;
  }
  if ("anyRole" in rule && !rule.anyRole.some((role) => hasRole(viewer, role))) {
    return new AppError("forbidden", { key: "anyRoleMissing", values: { roles: rule.anyRole.join(", ") } });
  }
  return undefined;
}
