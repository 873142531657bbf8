import "server-only";
import type { AuditActor } from "@/lib/domain/audit/audit-actor";
import { lastViewedRetrieval } from "@/lib/domain/audit/last-viewed-retrieval";
import { db } from "@/lib/platform/db/db";

/**
 * What this user last saw of the number against the record shown now, from the audit trail's lookups: never
 * looked before, the same bytes, or other bytes (their SHA-256, to compare with).
 */
export type LastLook =
  { state: "first" } | { state: "same"; viewedAt: Date } | { state: "changed"; sha256: string; viewedAt: Date };

/** This user's last look at the number, against the record shown now; null for a caller that is not a user. */
export async function changedSinceLastLook(
  actor: AuditActor,
  regcode: string,
  liveSha256: string,
): Promise<LastLook | null> {
  if (actor.userId === null) return null;
  const last = await lastViewedRetrieval(await db(), { userId: actor.userId, regcode, requestId: actor.requestId });
  if (!last) return { state: "first" };
  return last.sha256 === liveSha256
    ? { state: "same", viewedAt: last.viewedAt }
    : { state: "changed", sha256: last.sha256, viewedAt: last.viewedAt };
}
