import type { Database } from "@/lib/platform/db/database";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { user } from "@/lib/platform/db/schema/auth";
import { retrievals } from "@/lib/platform/db/schema/evidence";
import { storedRecord } from "@/lib/domain/evidence/stored-record";
import { logger } from "@/lib/platform/log/logger";
import { refuseSharingWithSelf } from "@/lib/domain/sharing/share-request";
import { sharedWith } from "@/lib/domain/sharing/shared-with";
import {
  alertLists,
  alerts,
  monitoredEntities,
  watchEntries,
  watchlists,
  watchlistShares,
  SHARINGS,
} from "@/lib/platform/db/schema/watchlists";
import type { Sharing } from "@/lib/domain/sharing/share-request";
import { AppError } from "@/lib/platform/errors/app-error";
import { answerSchema } from "@/lib/platform/http/answer-schema";
import { errorKey } from "@/lib/platform/errors/error-text";
import type { Locale } from "@/lib/platform/i18n/locales";
import { translator } from "@/lib/platform/i18n/translator";
import { parseRegcode } from "@/lib/registry/regcode/parse-regcode";
import type { Regcode } from "@/lib/registry/regcode/regcode";
import { firstCheckAt } from "@/lib/features/watchlists/check-schedule";
import { endStructureWatch } from "./structure-rows";
import { visibleTo } from "@/lib/domain/sharing/visible-to";

/** What to watch: `{regcode, list?}`. */
export const watchRequestSchema = z.object({
  regcode: z.string({ error: errorKey("watchRegcodeMissing") }),
  list: z
    .number({ error: errorKey("listField") })
    .int()
    .positive()
    .optional(),
});

export interface WatchlistSummary {
  id: number;
  name: string;
  sharing: Sharing;
  /** Layers of each entity's ownership structure the list watches; null: the determination's own depth. */
  depth: number | null;
  owner: string;
  ownedByYou: boolean;
  /** The colleagues a named list is shared with, by email: for its owner only, empty for anyone else. */
  sharedWith: string[];
  entries: Array<{
    regcode: string;
    /** The firm's own id for the customer, from an imported client book or a batch's CSV. */
    customerId: string | null;
    name: string | null;
    status: string | null;
    addedAt: Date;
    lastCheckAt: Date | null;
    lastOutcome: string | null;
    lastChangeAt: Date | null;
    openAlerts: number;
  }>;
}

/** The list a request names, if this user may use it (see and add to): a 404 for any other. */
export async function usableList(db: Database, userId: string, listId: number): Promise<number> {
  const [found] = await db
    .select({ id: watchlists.id })
    .from(watchlists)
    .where(and(eq(watchlists.id, listId), visibleTo(db, "watchlist", userId)));
  if (!found) throw new AppError("not_found", { key: "noUsableWatchlist", values: { id: String(listId) } });
  return found.id;
}

/**
 * The list a request names, if this user may use it, or their own first list (made on first use, named
 * in their language).
 */
async function listFor(db: Database, userId: string, listId: number | undefined, locale: Locale): Promise<number> {
  if (listId !== undefined) return usableList(db, userId, listId);
  const [own] = await db
    .select({ id: watchlists.id })
    .from(watchlists)
    .where(eq(watchlists.ownerId, userId))
    .orderBy(asc(watchlists.id))
    .limit(1);
  if (own) return own.id;
  const [made] = await db
    .insert(watchlists)
    .values({ name: translator(locale, "monitoring")("watchlists.defaultName"), ownerId: userId })
    .returning({ id: watchlists.id });
  return made.id;
}

/**
 * Puts a number on a list (the user's own first list unless one is named) and under monitoring.
 * The record the user last retrieved, if any, is what the first check compares with.
 */
export async function addToWatchlist(
  db: Database,
  userId: string,
  request: z.output<typeof watchRequestSchema>,
  now: Date,
  intervalMs: number,
  locale: Locale,
): Promise<{ list: number; regcode: string; added: boolean }> {
  const regcode = parseRegcode(request.regcode);
  const list = await listFor(db, userId, request.list, locale);
  const inserted = await db
    .insert(watchEntries)
    .values({ watchlistId: list, regcode, addedBy: userId, addedAt: now })
    .onConflictDoNothing()
    .returning({ regcode: watchEntries.regcode });
  await startMonitoring(db, [regcode], now, intervalMs);
  return { list, regcode, added: inserted.length > 0 };
}

/**
 * Puts numbers under monitoring that are not yet (one row however many lists hold a number). The record a user
 * last retrieved of each, if any, is what its first check compares with.
 */
export async function startMonitoring(db: Database, regcodes: readonly string[], now: Date, intervalMs: number) {
  for (let at = 0; at < regcodes.length; at += CHUNK) {
    const chunk = regcodes.slice(at, at + CHUNK);
    const seenRows = await db
      .selectDistinctOn([retrievals.regcode], { regcode: retrievals.regcode, sha256: retrievals.sha256 })
      .from(retrievals)
      .where(inArray(retrievals.regcode, chunk))
      .orderBy(retrievals.regcode, desc(retrievals.retrievedAt), desc(retrievals.id));
    const seen = new Map(seenRows.map((row) => [row.regcode, row.sha256]));
    const monitored = await db
      .insert(monitoredEntities)
      .values(
        chunk.map((regcode) => ({
          regcode,
          nextCheckAt: firstCheckAt(regcode, now, intervalMs),
          lastSha256: seen.get(regcode) ?? null,
        })),
      )
      .onConflictDoNothing()
      .returning({ regcode: monitoredEntities.regcode });
    // Lists show the name of the record the first check will compare with until that check, up to an interval away.
    for (const { regcode } of monitored) {
      const sha256 = seen.get(regcode);
      const legalName = sha256 === undefined ? null : await nameSeen(db, regcode, sha256);
      if (legalName)
        await db.update(monitoredEntities).set({ legalName }).where(eq(monitoredEntities.regcode, regcode));
    }
  }
}

/** Rows written or read at once: well within PostgreSQL's limit on a statement's parameters. */
const CHUNK = 1_000;

/** The entity's name in the stored copy with this hash; null when that copy cannot be read (said in the log). */
async function nameSeen(db: Database, regcode: string, sha256: string): Promise<string | null> {
  try {
    return (await storedRecord(db, regcode, sha256))?.legal_name ?? null;
  } catch (error) {
    logger.warn({ event: "stored-copy-unreadable", regcode, sha256, err: error });
    return null;
  }
}

/**
 * The list a removal names (the `list` query parameter): required, so a number is never taken off every list
 * the user can see by leaving it out.
 */
export function removalListParameter(value: string | null): number {
  if (value === null) throw new AppError("bad_request", "listParameterMissing");
  if (!/^\d{1,15}$/.test(value)) throw new AppError("bad_request", "listParameter");
  return Number(value);
}

/**
 * Takes a number off one of the user's own lists, and out of monitoring when no list holds it. A list shared
 * with the user is theirs to read and add to, not to empty: only its owner takes entries off it.
 */
export async function removeFromWatchlist(
  db: Database,
  userId: string,
  regcode: Regcode,
  listId: number,
): Promise<{ removed: number }> {
  const [list] = await db
    .select({ ownerId: watchlists.ownerId })
    .from(watchlists)
    .where(and(visibleTo(db, "watchlist", userId), eq(watchlists.id, listId)));
  if (!list) throw new AppError("not_found", { key: "noUsableWatchlist", values: { id: String(listId) } });
  if (list.ownerId !== userId) throw new AppError("forbidden", "watchlistOwnerRemoves");
  const removed = await db
    .delete(watchEntries)
    .where(and(eq(watchEntries.regcode, regcode), eq(watchEntries.watchlistId, listId)))
    .returning({ list: watchEntries.watchlistId });
  // On no list any more: its structure is no longer watched, and records only it needed leave monitoring.
  await db.transaction((tx) => endStructureWatch(tx, [regcode]));
  return { removed: removed.length };
}

/** The lists this user may see, each with its entities' names, status, last check, last change and open alerts. */
export async function listWatchlists(db: Database, userId: string): Promise<WatchlistSummary[]> {
  const lists = await db
    .select({
      id: watchlists.id,
      name: watchlists.name,
      sharing: watchlists.sharing,
      depth: watchlists.depth,
      ownerId: watchlists.ownerId,
      owner: user.name,
    })
    .from(watchlists)
    .innerJoin(user, eq(user.id, watchlists.ownerId))
    .where(visibleTo(db, "watchlist", userId))
    .orderBy(asc(watchlists.id));
  if (lists.length === 0) return [];
  // Each alert counts on every list it is on (alert_lists), once on each.
  const openAlerts = db
    .select({ watchlistId: alertLists.watchlistId, regcode: alerts.regcode, n: count().as("n") })
    .from(alerts)
    .innerJoin(alertLists, eq(alertLists.alertId, alerts.id))
    .where(eq(alerts.status, "open"))
    .groupBy(alertLists.watchlistId, alerts.regcode)
    .as("open_alerts");
  const entries = await db
    .select({
      watchlistId: watchEntries.watchlistId,
      regcode: watchEntries.regcode,
      customerId: watchEntries.customerId,
      addedAt: watchEntries.addedAt,
      name: monitoredEntities.legalName,
      status: monitoredEntities.status,
      lastCheckAt: monitoredEntities.lastCheckAt,
      lastOutcome: monitoredEntities.lastOutcome,
      lastChangeAt: monitoredEntities.lastChangeAt,
      openAlerts: sql<number>`coalesce(${openAlerts.n}, 0)::int`,
    })
    .from(watchEntries)
    .leftJoin(monitoredEntities, eq(monitoredEntities.regcode, watchEntries.regcode))
    .leftJoin(
      openAlerts,
      and(eq(openAlerts.watchlistId, watchEntries.watchlistId), eq(openAlerts.regcode, watchEntries.regcode)),
    )
    .where(
      inArray(
        watchEntries.watchlistId,
        lists.map((l) => l.id),
      ),
    )
    .orderBy(asc(watchEntries.regcode));
  const owned = lists.filter((list) => list.ownerId === userId).map((list) => list.id);
  const named = await sharedWith(db, "watchlist", owned);
  return lists.map(({ ownerId, ...list }) => ({
    ...list,
    ownedByYou: ownerId === userId,
    sharedWith: named.get(list.id) ?? [],
    entries: entries
      .filter((entry) => entry.watchlistId === list.id)
      .map((entry) => ({
        regcode: entry.regcode,
        customerId: entry.customerId,
        name: entry.name,
        status: entry.status,
        addedAt: entry.addedAt,
        lastCheckAt: entry.lastCheckAt,
        lastOutcome: entry.lastOutcome,
        lastChangeAt: entry.lastChangeAt,
        openAlerts: entry.openAlerts,
      })),
  }));
}

/** The lists this user may see that hold this number (for the profile's Watch control). */
export async function listsHolding(db: Database, userId: string, regcode: Regcode) {
  return db
    .select({ id: watchlists.id, name: watchlists.name })
    .from(watchEntries)
    .innerJoin(watchlists, eq(watchlists.id, watchEntries.watchlistId))
    .where(and(eq(watchEntries.regcode, regcode), visibleTo(db, "watchlist", userId)))
    .orderBy(asc(watchlists.id));
}

/** Sets who the owner's list is for (see resolveShareRequest); a 404 for a list that is not theirs. */
export async function shareWatchlist(
  db: Database,
  ownerId: string,
  listId: number,
  share: { sharing: Sharing; userIds: string[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [own] = await tx
      .update(watchlists)
      .set({ sharing: share.sharing })
      .where(and(eq(watchlists.id, listId), eq(watchlists.ownerId, ownerId)))
      .returning({ id: watchlists.id });
    if (!own) throw new AppError("not_found", { key: "noOwnWatchlist", values: { id: String(listId) } });
    refuseSharingWithSelf(ownerId, share);
    await tx.delete(watchlistShares).where(eq(watchlistShares.watchlistId, listId));
    if (share.userIds.length > 0)
      await tx.insert(watchlistShares).values(share.userIds.map((userId) => ({ watchlistId: listId, userId })));
  });
}

/** GET /api/watchlist: every list the user may see, each with its entities and their monitoring state. */
export const watchlistsAnswerSchema = answerSchema<{ watchlists: WatchlistSummary[] }>()(
  z.strictObject({
    watchlists: z.array(
      z.strictObject({
        id: z.number().int(),
        name: z.string(),
        sharing: z.enum(SHARINGS),
        depth: z
          .number()
          .int()
          .nullable()
          .describe("Layers of each entity's ownership structure the list watches; null: the determination's own"),
        owner: z.string(),
        ownedByYou: z.boolean(),
        sharedWith: z.array(z.string()).describe("Emails a named list is shared with: for its owner only"),
        entries: z.array(
          z.strictObject({
            regcode: z.string(),
            customerId: z.string().nullable().describe("The firm's own id for the customer (a client book's)"),
            name: z.string().nullable(),
            status: z.string().nullable(),
            addedAt: z.iso.datetime(),
            lastCheckAt: z.iso.datetime().nullable(),
            lastOutcome: z.string().nullable().describe("first, unchanged, changed, or the error code of the check"),
            lastChangeAt: z.iso.datetime().nullable(),
            openAlerts: z.number().int(),
          }),
        ),
      }),
    ),
  }),
);

/** POST /api/watchlist: 201 when added, 200 when the list already held it. */
export const watchAddedSchema = answerSchema<Awaited<ReturnType<typeof addToWatchlist>>>()(
  z.strictObject({ list: z.number().int(), regcode: z.string(), added: z.boolean() }),
);

/** DELETE /api/watchlist/{regcode}. */
export const watchRemovedSchema = z.strictObject({ regcode: z.string(), removed: z.number().int() });

/** The removal's query: the list to take the number off (required). */
export const removalQuerySchema = z.object({
  list: z.number().int().positive().describe("One of the user's own lists"),
});
