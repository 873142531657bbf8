import type { Database } from "@/lib/platform/db/database";
import { and, eq, exists, or, type SQL } from "drizzle-orm";
import { batches, batchShares } from "@/lib/platform/db/schema/batches";
import { watchlists, watchlistShares } from "@/lib/platform/db/schema/watchlists";

/** What an owner may share, and where: its owner and kind of sharing, and the colleagues it is named to. */
export const SHAREABLE = {
  watchlist: {
    id: watchlists.id,
    ownerId: watchlists.ownerId,
    sharing: watchlists.sharing,
    shares: watchlistShares,
    of: watchlistShares.watchlistId,
    userId: watchlistShares.userId,
  },
  batch: {
    id: batches.id,
    ownerId: batches.ownerId,
    sharing: batches.sharing,
    shares: batchShares,
    of: batchShares.batchId,
    userId: batchShares.userId,
  },
};
export type Shareable = keyof typeof SHAREABLE;

/** The watchlists or batches this user may see: their own, those shared with everyone, and those named to them. */
export function visibleTo(db: Database, kind: Shareable, userId: string): SQL {
  const s = SHAREABLE[kind];
  const namedToThem = db
    .select({ one: s.userId })
    .from(s.shares)
    .where(and(eq(s.of, s.id), eq(s.userId, userId)));
  return or(eq(s.ownerId, userId), eq(s.sharing, "everyone"), exists(namedToThem)) as SQL;
}
