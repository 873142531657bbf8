import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/platform/db/database";
import { watchEntries } from "@/lib/platform/db/schema/watchlists";
import { answerSchema } from "@/lib/platform/http/answer-schema";
import type { Regcode } from "@/lib/registry/regcode/regcode";
import { type ClientBookRefusal, clientBookRefusalSchema } from "./client-book";
import { startMonitoring, usableList } from "./watchlist-store";

/** What putting many numbers on a list did: each number added, its customer id updated, or left as it was. */
export interface WatchlistImport {
  list: number;
  added: number;
  updated: number;
  unchanged: number;
}

const CHUNK = 1_000;

/**
 * Puts numbers on a list the user may use, each with the firm's customer id, and under monitoring, in one
 * transaction: a number the list holds keeps its entry and takes the new customer id (a null one keeps what the
 * entry has). Entries are added as Watch adds them, by this user, now.
 */
export async function importToWatchlist(
  db: Database,
  userId: string,
  listId: number,
  entries: ReadonlyArray<{ regcode: Regcode; customerId: string | null }>,
  now: Date,
  intervalMs: number,
): Promise<WatchlistImport> {
  const list = await usableList(db, userId, listId);
  const result: WatchlistImport = { list, added: 0, updated: 0, unchanged: 0 };
  await db.transaction(async (tx) => {
    for (let at = 0; at < entries.length; at += CHUNK) {
      const chunk = entries.slice(at, at + CHUNK);
      const held = new Map(
        (
          await tx
            .select({ regcode: watchEntries.regcode, customerId: watchEntries.customerId })
            .from(watchEntries)
            .where(
              and(
                eq(watchEntries.watchlistId, list),
                inArray(
                  watchEntries.regcode,
                  chunk.map((entry) => entry.regcode),
                ),
              ),
            )
        ).map((row) => [row.regcode, row.customerId]),
      );
      const fresh = chunk.filter((entry) => !held.has(entry.regcode));
      if (fresh.length > 0) {
        const inserted = await tx
          .insert(watchEntries)
          .values(
            fresh.map(({ regcode, customerId }) => ({
              watchlistId: list,
              regcode,
              customerId,
              addedBy: userId,
              addedAt: now,
            })),
          )
          .onConflictDoNothing()
          .returning({ regcode: watchEntries.regcode });
        result.added += inserted.length;
      }
      for (const { regcode, customerId } of chunk) {
        if (!held.has(regcode)) continue;
        if (customerId === null || held.get(regcode) === customerId) {
          result.unchanged++;
          continue;
        }
        await tx
          .update(watchEntries)
          .set({ customerId })
          .where(and(eq(watchEntries.watchlistId, list), eq(watchEntries.regcode, regcode)));
        result.updated++;
      }
      await startMonitoring(
        tx,
        fresh.map((entry) => entry.regcode),
        now,
        intervalMs,
      );
    }
  });
  return result;
}

/** POST /api/watchlists/{id}/import: what the client book did to the list, and each row refused with its reason. */
export const clientBookImportedSchema = answerSchema<WatchlistImport & { refused: ClientBookRefusal[] }>()(
  z.strictObject({
    list: z.number().int(),
    added: z.number().int().describe("Numbers put on the list (and under monitoring)"),
    updated: z.number().int().describe("Numbers the list held whose customer id changed"),
    unchanged: z.number().int().describe("Numbers the list held with that customer id already"),
    refused: z
      .array(clientBookRefusalSchema)
      .describe("Rows refused, each with its line and reason: nothing changed for them"),
  }),
);
