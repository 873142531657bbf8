import { canReadAudit } from "@/lib/audit/audit-readers";
import type { RetrievalEntry } from "./list-retrievals";

/**
 * Who caused a retrieval, as this viewer may know it: by the same rule as "Who looked at this entity",
 * only those who may read the audit trail see other users' names; everyone sees their own as "You".
 */
export function retrievalActorName(
  actor: RetrievalEntry["actor"],
  viewer: { userId: string; roles: readonly string[] },
): string {
  if (actor.id === null) return "The app";
  if (actor.id === viewer.userId) return "You";
  if (!canReadAudit(viewer)) return "Another user";
  return actor.name ?? `Removed account ${actor.id}`;
}
