import { AppError } from "@/lib/errors/app-error";

/** The roles that may read the audit trail. */
export const AUDIT_READER_ROLES = ["auditor", "admin"] as const;

export function canReadAudit(viewer: { roles: readonly string[] }): boolean {
  return AUDIT_READER_ROLES.some((role) => viewer.roles.includes(role));
}

/** Refuses, with a 403, a viewer who may not read the audit trail. */
export function assertCanReadAudit(viewer: { roles: readonly string[] }): void {
  if (!canReadAudit(viewer)) {
    throw new AppError("forbidden", "auditRole");
  }
}
