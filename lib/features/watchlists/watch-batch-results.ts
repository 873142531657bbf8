import { z } from "zod";
import type { Database } from "@/lib/platform/db/database";
import { batchResults } from "@/lib/features/batch/batch-store";
import { errorKey } from "@/lib/platform/errors/error-text";
import { parseRegcode } from "@/lib/registry/regcode/parse-regcode";
import { importToWatchlist, type WatchlistImport } from "./import-to-watchlist";

/** Which list a batch's found entities go on: `{list}`. */
export const batchWatchSchema = z.object({
  list: z
    .number({ error: errorKey("listField") })
    .int()
    .positive(),
});

/**
 * Puts every entity a batch found (a batch this user may see) on a list they may use, each with the customer id
 * the batch's CSV gave it, as a client book's import does. Rows not found, failed or still waiting are left out.
 */
export async function watchBatchResults(
  db: Database,
  userId: string,
  batchId: number,
  listId: number,
  now: Date,
  intervalMs: number,
): Promise<WatchlistImport> {
  const { rows } = await batchResults(db, userId, batchId);
  const found = rows
    .filter((row) => row.outcome === "found")
    .map((row) => ({ regcode: parseRegcode(row.regcode), customerId: row.customerId }));
  return importToWatchlist(db, userId, listId, found, now, intervalMs);
}

/** POST /api/batches/{id}/watch. */
export const batchWatchedSchema = z.strictObject({
  list: z.number().int(),
  added: z.number().int().describe("Found entities put on the list (and under monitoring)"),
  updated: z.number().int().describe("Entities the list held whose customer id the batch changed"),
  unchanged: z.number().int().describe("Entities the list held already, as they were"),
});
