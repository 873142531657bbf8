import type { Database } from "@/lib/platform/db/database";
import { asc, eq, inArray } from "drizzle-orm";
import { user } from "@/lib/platform/db/schema/auth";
import { batchShares } from "@/lib/platform/db/schema/batches";
import { watchlistShares } from "@/lib/platform/db/schema/watchlists";

const SHARES = {
  watchlist: { table: watchlistShares, of: watchlistShares.watchlistId, userId: watchlistShares.userId },
  batch: { table: batchShares, of: batchShares.batchId, userId: batchShares.userId },
};

/**
 * The email addresses of the colleagues each of these watchlists or batches is named to, by id: its owner's
 * share form shows them, so a reload neither hides who can see it nor asks for them again.
 */
export async function sharedWith(
  db: Database,
  kind: keyof typeof SHARES,
  ids: readonly number[],
): Promise<Map<number, string[]>> {
  const byId = new Map<number, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byId;
  const shares = SHARES[kind];
  const rows = await db
    .select({ id: shares.of, email: user.email })
    .from(shares.table)
    .innerJoin(user, eq(user.id, shares.userId))
    .where(inArray(shares.of, [...ids]))
    .orderBy(asc(user.email));
  for (const row of rows) byId.get(row.id)?.push(row.email);
  return byId;
}
