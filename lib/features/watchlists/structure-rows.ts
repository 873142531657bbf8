import type { Database } from "@/lib/platform/db/database";
import { and, eq, inArray, max, notExists, sql } from "drizzle-orm";
import {
  monitoredEntities,
  structureRecords,
  watchedDeterminations,
  watchEntries,
  watchlists,
} from "@/lib/platform/db/schema/watchlists";

/**
 * How many layers of an entity's ownership structure its watch covers: the deepest of the lists holding it,
 * a list without a depth of its own counting as the determination's (`defaultDepth`); null when no list holds it.
 */
export async function watchDepth(db: Database, regcode: string, defaultDepth: number): Promise<number | null> {
  const [row] = await db
    .select({
      deepest: max(sql<number>`coalesce(${watchlists.depth}, ${defaultDepth})`),
      lists: sql<number>`count(*)::int`,
    })
    .from(watchEntries)
    .innerJoin(watchlists, eq(watchlists.id, watchEntries.watchlistId))
    .where(eq(watchEntries.regcode, regcode));
  return row && row.lists > 0 && row.deepest !== null ? Number(row.deepest) : null;
}

/**
 * Takes these numbers out of monitoring where nothing needs them checked any more: no list holds them and no
 * watched entity's structure reads them.
 */
export async function pruneMonitoring(tx: Database, regcodes: readonly string[]): Promise<void> {
  if (regcodes.length === 0) return;
  const watched = tx
    .select({ one: sql`1` })
    .from(watchEntries)
    .where(eq(watchEntries.regcode, monitoredEntities.regcode));
  const inStructure = tx
    .select({ one: sql`1` })
    .from(structureRecords)
    .where(eq(structureRecords.regcode, monitoredEntities.regcode));
  await tx
    .delete(monitoredEntities)
    .where(and(inArray(monitoredEntities.regcode, [...regcodes]), notExists(watched), notExists(inStructure)));
}

/**
 * Ends the structure watch of the numbers among these that no list holds any more: their structure and last
 * determination are dropped, and they and the records of their structure leave monitoring unless still needed
 * (on a list, or in another watched entity's structure).
 */
export async function endStructureWatch(tx: Database, regcodes: readonly string[]): Promise<void> {
  if (regcodes.length === 0) return;
  const held = await tx
    .selectDistinct({ regcode: watchEntries.regcode })
    .from(watchEntries)
    .where(inArray(watchEntries.regcode, [...regcodes]));
  const stillWatched = new Set(held.map((row) => row.regcode));
  const left = regcodes.filter((regcode) => !stillWatched.has(regcode));
  if (left.length === 0) return;
  const read = await tx
    .delete(structureRecords)
    .where(inArray(structureRecords.watchedRegcode, left))
    .returning({ regcode: structureRecords.regcode });
  await tx.delete(watchedDeterminations).where(inArray(watchedDeterminations.regcode, left));
  await pruneMonitoring(tx, [...new Set([...left, ...read.map((row) => row.regcode)])]);
}
