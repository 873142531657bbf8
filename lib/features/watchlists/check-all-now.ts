import { eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/platform/db/database";
import { monitoredEntities, watchEntries } from "@/lib/platform/db/schema/watchlists";
import { usableList } from "./watchlist-store";

/**
 * "Check all now": makes every number of a list the user may use due now. The minute schedule then checks them
 * like any due number, within the registry's budget and behind analysts, each once however many lists hold it.
 */
export async function checkAllNow(
  db: Database,
  userId: string,
  listId: number,
  now: Date,
): Promise<{ list: number; queued: number }> {
  const list = await usableList(db, userId, listId);
  const numbers = db
    .select({ regcode: watchEntries.regcode })
    .from(watchEntries)
    .where(eq(watchEntries.watchlistId, list));
  const due = await db
    .update(monitoredEntities)
    .set({ nextCheckAt: now })
    .where(inArray(monitoredEntities.regcode, numbers))
    .returning({ regcode: monitoredEntities.regcode });
  return { list, queued: due.length };
}

/** POST /api/watchlists/{id}/check-all. */
export const checkAllAnswerSchema = z.strictObject({
  list: z.number().int(),
  queued: z.number().int().describe("Numbers of the list now due: the schedule checks them within minutes"),
});
