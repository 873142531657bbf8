import { z } from "zod";
import { answerSchema } from "@/lib/platform/http/answer-schema";
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

/** GET /api/audit: the newest events, and whether older ones matching the filter were left out. */
export const auditAnswerSchema = answerSchema<{ events: ReturnType<typeof auditEventJson>[]; truncated: boolean }>()(
  z.strictObject({
    events: z.array(
      z.strictObject({
        seq: z.number().int().describe("Position in the hash chain"),
        time: z.iso.datetime(),
        userId: z.string().nullable(),
        userEmail: z.string().nullable(),
        clientAddress: z.string().nullable(),
        userAgent: z.string().nullable(),
        requestId: z.string().nullable(),
        event: z.string().describe("The event type (see the filter's event parameter)"),
        // Any JSON; stated as an object so the description does not unfold z.json()'s recursion.
        details: z
          .record(z.string(), z.json())
          .meta({ type: "object", description: "What the event concerns, by event type" }),
        prevHash: z.string(),
        hash: z.string().describe("Keyed hash of this event and the one before"),
      }),
    ),
    truncated: z.boolean().describe("More events match than one answer holds: narrow the filter"),
  }),
);
