import type { AuditEventRow } from "./list-audit-events";

/** One audit event as the API answers it: every stored column, the time in ISO 8601 UTC. */
export function auditEventJson(row: AuditEventRow) {
  return {
    seq: row.seq,
    time: row.time.toISOString(),
    userId: row.userId,
    userEmail: row.userEmail,
    clientAddress: row.clientAddress,
    userAgent: row.userAgent,
    requestId: row.requestId,
    event: row.eventType,
    details: row.details,
    prevHash: row.prevHash,
    hash: row.hash,
  };
}
