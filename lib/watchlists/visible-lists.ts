import { and, eq, exists, or, type SQL } from "drizzle-orm";
import type { AuditDb } from "@/lib/audit/append-audit-event";
import { watchlists, watchlistShares } from "@/lib/db/schema/watchlists";

/** The lists this user may see and add to: their own, those shared with everyone, and those shared with them by name. */
export function visibleTo(db: AuditDb, userId: string): SQL {
  const sharedByName = db
    .select({ one: watchlistShares.userId })
    .from(watchlistShares)
    .where(and(eq(watchlistShares.watchlistId, watchlists.id), eq(watchlistShares.userId, userId)));
  return or(eq(watchlists.ownerId, userId), eq(watchlists.sharing, "everyone"), exists(sharedByName)) as SQL;
}
