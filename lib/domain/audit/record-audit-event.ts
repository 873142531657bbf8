import "server-only";
import { db } from "@/lib/platform/db/db";
import { type AppendedEvent, appendAuditEvent } from "./append-audit-event";
import type { AuditActor } from "./audit-actor";
import type { AuditDetails, AuditEventType } from "./audit-event-types";

/** Writes one event to the app's audit trail; the caller awaits it, so nothing is served unrecorded. */
export async function recordAuditEvent<T extends AuditEventType>(
  actor: AuditActor,
  eventType: T,
  details: AuditDetails<T>,
): Promise<AppendedEvent> {
  return appendAuditEvent(await db(), actor, eventType, details);
}
