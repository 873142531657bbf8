import type { Database } from "@/lib/platform/db/database";
import { asc, desc } from "drizzle-orm";
import { auditEvents } from "@/lib/platform/db/schema/audit";
import { appendAuditEvent } from "./append-audit-event";
import { auditChainKey } from "./audit-chain-key";
import { keyedChainHash } from "./audit-content";
import type { AuditEventType } from "./audit-event-types";

/** The event the app writes when it first keys a chain whose rows so far are not keyed. */
export const CHAIN_KEYED_EVENT = "audit-chain-keyed" satisfies AuditEventType;

const SYSTEM = { userId: null, userEmail: null, clientAddress: null, userAgent: null, requestId: null };

/**
 * At start: when the newest audit row was not made with this process's key (the trail predates keying), writes
 * the keying marker, itself keyed, naming the row the chain starts at. Its HMAC covers the unkeyed rows' hashes
 * from here on, and verification refuses a chain whose unkeyed prefix starts elsewhere. True when it wrote one.
 *
 * Anyone who can write the database could also have replaced the whole trail with a fresh unkeyed one, so the app
 * keys an unkeyed trail only when the operator names its newest row in `acceptUnkeyedUntil`
 * (AUDIT_ACCEPT_UNKEYED_UNTIL), and otherwise refuses to start. An empty trail needs nothing.
 */
export async function ensureChainKeyed(db: Database, acceptUnkeyedUntil?: number): Promise<boolean> {
  const [newest] = await db.select().from(auditEvents).orderBy(desc(auditEvents.seq)).limit(1);
  if (!newest) return false;
  const key = auditChainKey();
  // A retention checkpoint is sealed in prevHash, every other row in hash.
  const keyed =
    newest.eventType === "retention-checkpoint"
      ? keyedChainHash(key, newest.hash, newest) === newest.prevHash
      : keyedChainHash(key, newest.prevHash, newest) === newest.hash;
  if (keyed) return false;
  const [oldest] = await db.select({ seq: auditEvents.seq }).from(auditEvents).orderBy(asc(auditEvents.seq)).limit(1);
  const rows = `rows ${oldest.seq} to ${newest.seq}`;
  if (acceptUnkeyedUntil === undefined)
    throw new Error(
      `The audit trail's newest row (${newest.seq}) is not keyed with this AUDIT_CHAIN_KEY: ${rows} were written ` +
        "before the chain had a key, or replaced by someone without it. Check them (npm run audit:verify lists them), " +
        `then start once with AUDIT_ACCEPT_UNKEYED_UNTIL=${newest.seq} to key the chain after them.`,
    );
  if (acceptUnkeyedUntil !== newest.seq)
    throw new Error(
      `AUDIT_ACCEPT_UNKEYED_UNTIL is ${acceptUnkeyedUntil}, but the audit trail's unkeyed ${rows} end at row ` +
        `${newest.seq}: the trail is not the one that was checked. Check it again and name its newest row.`,
    );
  await appendAuditEvent(db, SYSTEM, CHAIN_KEYED_EVENT, { chainStart: oldest.seq, unkeyedTo: newest.seq });
  return true;
}
