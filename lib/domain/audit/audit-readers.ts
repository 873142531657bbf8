import { AUDIT_ACCESS } from "@/lib/domain/viewer/access-rule";

/** Whether the viewer may read the audit trail (the audit routes declare AUDIT_ACCESS; this shows or hides its parts). */
export function canReadAudit(viewer: { roles: readonly string[] }): boolean {
  return AUDIT_ACCESS.anyRole.some((role) => viewer.roles.includes(role));
}
