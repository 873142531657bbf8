import type { Database } from "@/lib/platform/db/database";
import { and, asc, eq, gte, lte, min, ne, sql } from "drizzle-orm";
import { auditEvents } from "@/lib/platform/db/schema/audit";
import { auditChainKey } from "./audit-chain-key";
import { keyedChainHash } from "./audit-content";
import type { AuditDetails } from "./audit-event-types";
import { CHECKPOINT_EVENT } from "./verify-checkpoint";

export interface AuditPurge {
  /** The time before which rows go. */
  removedBefore: Date;
  /** The retention period the cut-off follows from, stated in the checkpoint. */
  retentionYears: number;
  now: Date;
}

/**
 * Removes the oldest audit rows, those older than `removedBefore`, and puts a checkpoint row in the
 * last removed row's place: same row number, and as its hash the removed row's, so the next row still
 * chains to it. Its own content is sealed in `prevHash` (HMAC-SHA256 under the chain's key of that hash and its content), and
 * it states how many rows it stands for and up to which time (see verifyChain). Rows go oldest first
 * and without gaps: a newer row is never removed while an older one stays. One transaction.
 */
export async function purgeAuditEvents(db: Database, purge: AuditPurge): Promise<{ removed: number }> {
  return db.transaction(async (tx) => {
    const [firstKept] = await tx
      .select({ seq: min(auditEvents.seq) })
      .from(auditEvents)
      .where(and(gte(auditEvents.time, purge.removedBefore), ne(auditEvents.eventType, CHECKPOINT_EVENT)));
    const [newest] = await tx.select({ seq: sql<number>`max(${auditEvents.seq})::bigint` }).from(auditEvents);
    const last = firstKept?.seq != null ? firstKept.seq - 1 : Number(newest?.seq ?? 0);
    const [oldest] = await tx.select().from(auditEvents).orderBy(asc(auditEvents.seq)).limit(1);
    if (!oldest || last < oldest.seq || (last === oldest.seq && oldest.eventType === CHECKPOINT_EVENT))
      return { removed: 0 };
    const [lastRemoved] = await tx.select().from(auditEvents).where(eq(auditEvents.seq, last));
    if (!lastRemoved) throw new Error(`Audit row ${last} is missing: the trail has a gap, run npm run audit:verify.`);
    const removed = await tx
      .delete(auditEvents)
      .where(and(lte(auditEvents.seq, last), ne(auditEvents.eventType, CHECKPOINT_EVENT)))
      .returning({ seq: auditEvents.seq });
    await tx.delete(auditEvents).where(lte(auditEvents.seq, last));
    const details: AuditDetails<typeof CHECKPOINT_EVENT> = {
      removedRows: last,
      removedBefore: purge.removedBefore.toISOString(),
      retentionYears: purge.retentionYears,
    };
    const content = {
      time: purge.now,
      userId: null,
      userEmail: null,
      clientAddress: null,
      userAgent: null,
      requestId: null,
      eventType: CHECKPOINT_EVENT,
      details,
    };
    await tx.insert(auditEvents).values({
      ...content,
      seq: last,
      hash: lastRemoved.hash,
      prevHash: keyedChainHash(auditChainKey(), lastRemoved.hash, content),
    });
    return { removed: removed.length };
  });
}
