import type { Database } from "@/lib/platform/db/database";
import { and, eq, inArray, notExists, sql } from "drizzle-orm";
import { z } from "zod";
import { alertLists, alerts, SHARINGS, watchEntries, watchlists } from "@/lib/platform/db/schema/watchlists";
import { AppError } from "@/lib/platform/errors/app-error";
import { errorKey } from "@/lib/platform/errors/error-text";
import { answerSchema } from "@/lib/platform/http/answer-schema";
import { endStructureWatch } from "./structure-rows";
import { WATCHLIST_NAME_MAX } from "./watchlist-name";

// A list is told apart by its name on the Watch control and the watchlists page: never blank.
export const watchlistNameSchema = z.object(
  {
    name: z
      .string({ error: errorKey("watchlistName") })
      .trim()
      .min(1, { error: errorKey("watchlistName") })
      .max(WATCHLIST_NAME_MAX, { error: errorKey("watchlistName") }),
  },
  { error: errorKey("watchlistName") },
);

/**
 * How many layers of each entity's ownership structure a list watches: 1 (its direct owners) to the
 * determination's own depth (OWNERSHIP_MAX_DEPTH), or null for that depth, which follows the setting.
 */
export function watchlistDepthField(maxDepth: number) {
  return z
    .number({ error: errorKey("watchlistDepth") })
    .int({ error: errorKey("watchlistDepth") })
    .min(1, { error: errorKey("watchlistDepth") })
    .max(maxDepth, { error: errorKey("watchlistDepth") })
    .nullable()
    .describe(`Layers of each entity's ownership structure watched, 1 to ${maxDepth}; null: the determination's own`);
}

/** A list's depth alone: `{depth}` (PATCH /api/watchlists/{id}). */
export const watchlistDepthSchema = (maxDepth: number) =>
  z.object({ depth: watchlistDepthField(maxDepth) }, { error: errorKey("watchlistDepth") });

/** A new list: `{name, depth?}`. */
export const newWatchlistSchema = (maxDepth: number) =>
  watchlistNameSchema.extend({ depth: watchlistDepthField(maxDepth).optional() });

export interface OwnList {
  id: number;
  name: string;
}

/** Two of one owner's lists with one name could not be told apart on the Watch control; case and spaces aside. */
async function refuseTakenName(db: Database, ownerId: string, name: string, except?: number) {
  const [taken] = await db
    .select({ id: watchlists.id })
    .from(watchlists)
    .where(and(eq(watchlists.ownerId, ownerId), sql`lower(${watchlists.name}) = lower(${name})`));
  if (taken && taken.id !== except) throw new AppError("conflict", { key: "watchlistNameTaken", values: { name } });
}

/** A new, private, empty list of the owner's, named as watchlistNameSchema reads it, watching `depth` layers. */
export async function createWatchlist(
  db: Database,
  ownerId: string,
  name: string,
  depth: number | null = null,
): Promise<OwnList> {
  return db.transaction(async (tx) => {
    await refuseTakenName(tx, ownerId, name);
    const [made] = await tx
      .insert(watchlists)
      .values({ name, ownerId, depth })
      .returning({ id: watchlists.id, name: watchlists.name });
    return made;
  });
}

/** Renames the owner's list (see watchlistNameSchema); a 404 for a list that is not theirs. */
export async function renameWatchlist(
  db: Database,
  ownerId: string,
  listId: number,
  name: string,
): Promise<OwnList & { previous: string }> {
  return db.transaction(async (tx) => {
    const [own] = await tx
      .select({ name: watchlists.name })
      .from(watchlists)
      .where(and(eq(watchlists.id, listId), eq(watchlists.ownerId, ownerId)));
    if (!own) throw new AppError("not_found", { key: "noOwnWatchlist", values: { id: String(listId) } });
    await refuseTakenName(tx, ownerId, name, listId);
    await tx.update(watchlists).set({ name }).where(eq(watchlists.id, listId));
    return { id: listId, name, previous: own.name };
  });
}

/**
 * Sets how many layers of each entity's structure the owner's list watches (see watchlistDepthField); a 404 for a
 * list that is not theirs. Each entity's structure follows at its next check.
 */
export async function setWatchlistDepth(
  db: Database,
  ownerId: string,
  listId: number,
  depth: number | null,
): Promise<{ id: number; depth: number | null; previous: number | null }> {
  return db.transaction(async (tx) => {
    const [own] = await tx
      .select({ depth: watchlists.depth })
      .from(watchlists)
      .where(and(eq(watchlists.id, listId), eq(watchlists.ownerId, ownerId)));
    if (!own) throw new AppError("not_found", { key: "noOwnWatchlist", values: { id: String(listId) } });
    await tx.update(watchlists).set({ depth }).where(eq(watchlists.id, listId));
    return { id: listId, depth, previous: own.depth };
  });
}

/**
 * Deletes the owner's list with its entries, shares and the alerts no other list is on; the numbers no other list
 * holds leave monitoring. A 404 for a list that is not theirs.
 */
export async function deleteWatchlist(
  db: Database,
  ownerId: string,
  listId: number,
): Promise<OwnList & { entries: number }> {
  return db.transaction(async (tx) => {
    const held = await tx
      .select({ regcode: watchEntries.regcode })
      .from(watchEntries)
      .where(eq(watchEntries.watchlistId, listId));
    const raised = await tx
      .select({ id: alertLists.alertId })
      .from(alertLists)
      .where(eq(alertLists.watchlistId, listId));
    const [own] = await tx
      .delete(watchlists)
      .where(and(eq(watchlists.id, listId), eq(watchlists.ownerId, ownerId)))
      .returning({ id: watchlists.id, name: watchlists.name });
    if (!own) throw new AppError("not_found", { key: "noOwnWatchlist", values: { id: String(listId) } });
    // Its alerts leave with it, unless another list is on them too (their alert_lists rows went by cascade).
    if (raised.length > 0) {
      const onAnotherList = tx
        .select({ one: sql`1` })
        .from(alertLists)
        .where(eq(alertLists.alertId, alerts.id));
      await tx.delete(alerts).where(
        and(
          inArray(
            alerts.id,
            raised.map((alert) => alert.id),
          ),
          notExists(onAnotherList),
        ),
      );
    }
    // Its entries went with it (on delete cascade); a number now on no list is no longer checked.
    const regcodes = held.map((entry) => entry.regcode);
    await endStructureWatch(tx, regcodes);
    return { ...own, entries: regcodes.length };
  });
}

/** POST /api/watchlists (201) and a rename by PATCH /api/watchlists/{id}. */
export const ownListSchema = answerSchema<OwnList>()(z.strictObject({ id: z.number().int(), name: z.string() }));

/** A depth set by PATCH /api/watchlists/{id}. */
export const listDepthSchema = z.strictObject({ id: z.number().int(), depth: z.number().int().nullable() });

/** A share by PATCH /api/watchlists/{id}. */
export const listSharedSchema = z.strictObject({ id: z.number().int(), sharing: z.enum(SHARINGS) });

/** DELETE /api/watchlists/{id}. */
export const deletedListSchema = answerSchema<Awaited<ReturnType<typeof deleteWatchlist>>>()(
  ownListSchema.extend({ entries: z.number().int().describe("Entries it held") }),
);
