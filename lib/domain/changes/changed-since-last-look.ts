import "server-only";
import type { AuditActor } from "@/lib/domain/audit/audit-actor";
import { lastViewedRetrieval, type ViewedRetrieval } from "@/lib/domain/audit/last-viewed-retrieval";
import { db } from "@/lib/platform/db/db";

/** What this user last saw of the number, when it differs from the record shown now; null otherwise. */
export async function changedSinceLastLook(
  actor: AuditActor,
  regcode: string,
  liveSha256: string,
): Promise<ViewedRetrieval | null> {
  if (actor.userId === null) return null;
  const last = await lastViewedRetrieval(await db(), { userId: actor.userId, regcode, requestId: actor.requestId });
  return last && last.sha256 !== liveSha256 ? last : null;
}
