import type { Database } from "@/lib/platform/db/database";
import { and, asc, eq, exists, or, type SQL, sql } from "drizzle-orm";
import { watchEntries, watchlists, watchlistShares } from "@/lib/platform/db/schema/watchlists";

/** The lists this user may see and add to: their own, those shared with everyone, and those shared with them by name. */
export function visibleTo(db: Database, userId: string): SQL {
  const sharedByName = db
    .select({ one: watchlistShares.userId })
    .from(watchlistShares)
    .where(and(eq(watchlistShares.watchlistId, watchlists.id), eq(watchlistShares.userId, userId)));
  return or(eq(watchlists.ownerId, userId), eq(watchlists.sharing, "everyone"), exists(sharedByName)) as SQL;
}

/**
 * The lists this user may add to, each saying whether it holds `regcode` and whether it is theirs (only the owner
 * takes entries off): their own first (the first is where Watch puts a number by default), then others', oldest
 * first. One query serves the profile's Watch control.
 */
export function usableLists(
  db: Database,
  userId: string,
  regcode: string,
): Promise<Array<{ id: number; name: string; holds: boolean; own: boolean }>> {
  const entry = db
    .select({ one: watchEntries.regcode })
    .from(watchEntries)
    .where(and(eq(watchEntries.watchlistId, watchlists.id), eq(watchEntries.regcode, regcode)));
  return db
    .select({
      id: watchlists.id,
      name: watchlists.name,
      holds: sql<boolean>`${exists(entry)}`,
      own: sql<boolean>`${watchlists.ownerId} = ${userId}`,
    })
    .from(watchlists)
    .where(visibleTo(db, userId))
    .orderBy(sql`${watchlists.ownerId} <> ${userId}`, asc(watchlists.id));
}
