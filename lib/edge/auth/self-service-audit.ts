import type { Database } from "@/lib/platform/db/database";
import { isAPIError } from "better-auth/api";
import { z } from "zod";
import { appendAuditEvent } from "@/lib/domain/audit/append-audit-event";
import { auditActor } from "@/lib/domain/audit/audit-actor";
import type { AuditDetails, AuditEventType } from "@/lib/domain/audit/audit-event-types";

/** What better-auth's hooks give: the endpoint, its body, the request and, once it ran, its answer and session. */
export interface AuthHookContext {
  path: string;
  body?: unknown;
  headers?: Headers;
  context: {
    returned?: unknown;
    session?: { user: { id: string; email: string } } | null;
  };
}

type SelfServiceEvent = {
  [T in AuditEventType]: { type: T; details: AuditDetails<T> };
}[AuditEventType];

const changePasswordBody = z.object({ revokeOtherSessions: z.boolean().optional() });

/**
 * The audit event for a change a user made to their own account through better-auth: their password, their
 * sessions, their recovery codes (names are the administrators' to change). Null for any other endpoint.
 */
export function selfServiceEvent(path: string, body: unknown): SelfServiceEvent | null {
  switch (path) {
    case "/change-password":
      return {
        type: "password-changed",
        details: { otherSessionsRevoked: changePasswordBody.safeParse(body).data?.revokeOtherSessions === true },
      };
    case "/revoke-session":
      return { type: "sessions-revoked", details: { which: "one" } };
    case "/revoke-other-sessions":
      return { type: "sessions-revoked", details: { which: "others" } };
    case "/revoke-sessions":
      return { type: "sessions-revoked", details: { which: "all" } };
    case "/two-factor/generate-backup-codes":
      return { type: "recovery-codes-renewed", details: {} };
    default:
      return null;
  }
}

/** In better-auth's after hook: writes the audit event of a self-service change that succeeded. */
export async function auditSelfService(db: Database, ctx: AuthHookContext): Promise<void> {
  const user = ctx.context.session?.user;
  if (!user || isAPIError(ctx.context.returned)) return;
  const event = selfServiceEvent(ctx.path, ctx.body);
  if (!event) return;
  const actor = auditActor(ctx.headers ?? new Headers(), { userId: user.id, email: user.email });
  await appendAuditEvent(db, actor, event.type, event.details);
}
