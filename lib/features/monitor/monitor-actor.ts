import type { AuditActor } from "@/lib/domain/audit/audit-actor";

/** Scheduled checks act for no one: the audit trail names the monitor as the lookup's browser. */
export const MONITOR_ACTOR: AuditActor = {
  userId: null,
  userEmail: null,
  clientAddress: null,
  userAgent: "Registry Lens monitor",
  requestId: null,
};
