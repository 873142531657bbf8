import type { Database } from "@/lib/platform/db/database";
import { and, asc, eq, exists, sql } from "drizzle-orm";
import { watchEntries, watchlists } from "@/lib/platform/db/schema/watchlists";
import { visibleTo } from "./visible-to";

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
    .where(visibleTo(db, "watchlist", userId))
    .orderBy(sql`${watchlists.ownerId} <> ${userId}`, asc(watchlists.id));
}

/** The lists this user may add to, their own first, then others' oldest first (for a choice of list to fill). */
export function listsToAddTo(db: Database, userId: string): Promise<Array<{ id: number; name: string }>> {
  return db
    .select({ id: watchlists.id, name: watchlists.name })
    .from(watchlists)
    .where(visibleTo(db, "watchlist", userId))
    .orderBy(sql`${watchlists.ownerId} <> ${userId}`, asc(watchlists.id));
}
