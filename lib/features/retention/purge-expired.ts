import type { Database } from "@/lib/platform/db/database";
import { lt, notExists, eq } from "drizzle-orm";
import { purgeAuditEvents } from "@/lib/domain/audit/purge-audit-events";
import { recordBlobs, retrievals } from "@/lib/platform/db/schema/evidence";
import { retentionCutoff } from "./retention-config";

export interface PurgeCounts {
  removedBefore: string;
  retrievals: number;
  blobs: number;
  auditRows: number;
}

/**
 * Removes what is older than the retention period: retrievals, the stored bytes no retrieval still
 * names, and audit rows (behind a checkpoint that keeps the chain verifiable). Time is passed in.
 */
export async function purgeExpired(db: Database, { years, now }: { years: number; now: Date }): Promise<PurgeCounts> {
  const removedBefore = retentionCutoff(now, years);
  const gone = await db
    .delete(retrievals)
    .where(lt(retrievals.retrievedAt, removedBefore))
    .returning({ id: retrievals.id });
  // An identical answer stored at this very moment would name a blob removed here and fail its lookup once.
  const unreferenced = await db
    .delete(recordBlobs)
    .where(notExists(db.select().from(retrievals).where(eq(retrievals.sha256, recordBlobs.sha256))))
    .returning({ sha256: recordBlobs.sha256 });
  const audit = await purgeAuditEvents(db, { removedBefore, retentionYears: years, now });
  return {
    removedBefore: removedBefore.toISOString(),
    retrievals: gone.length,
    blobs: unreferenced.length,
    auditRows: audit.removed,
  };
}
