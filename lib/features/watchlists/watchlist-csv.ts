import { asc, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/database";
import { monitoredEntities, watchEntries, watchlists } from "@/lib/platform/db/schema/watchlists";
import { toCsv } from "@/lib/platform/format/to-csv";
import type { Locale } from "@/lib/platform/i18n/locales";
import { translator } from "@/lib/platform/i18n/translator";
import { usableList } from "./watchlist-store";

export interface WatchlistCsvEntry {
  regcode: string;
  name: string | null;
  status: string | null;
  customerId: string | null;
  lastCheckAt: Date | null;
  lastOutcome: string | null;
  lastChangeAt: Date | null;
}

/** A list this user may use, with its entries in number order, as its export gives them. */
export async function watchlistForExport(db: Database, userId: string, listId: number) {
  const list = await usableList(db, userId, listId);
  const [{ name }] = await db.select({ name: watchlists.name }).from(watchlists).where(eq(watchlists.id, list));
  const entries: WatchlistCsvEntry[] = await db
    .select({
      regcode: watchEntries.regcode,
      name: monitoredEntities.legalName,
      status: monitoredEntities.status,
      customerId: watchEntries.customerId,
      lastCheckAt: monitoredEntities.lastCheckAt,
      lastOutcome: monitoredEntities.lastOutcome,
      lastChangeAt: monitoredEntities.lastChangeAt,
    })
    .from(watchEntries)
    .leftJoin(monitoredEntities, eq(monitoredEntities.regcode, watchEntries.regcode))
    .where(eq(watchEntries.watchlistId, list))
    .orderBy(asc(watchEntries.regcode));
  return { id: list, name, entries };
}

/**
 * A list as CSV (UTF-8 with BOM, formula-safe): each entity's number, name, status code, the firm's customer id,
 * last check (UTC, ISO 8601) and its outcome code, and last change. Headings in `locale`; codes stay codes, for
 * whoever filters or joins on them.
 */
export function watchlistCsv(entries: readonly WatchlistCsvEntry[], locale: Locale): string {
  const t = translator(locale, "monitoring");
  const header = [
    t("watchlists.csv.regcode"),
    t("watchlists.csv.name"),
    t("watchlists.csv.status"),
    t("watchlists.csv.customerId"),
    t("watchlists.csv.lastCheck"),
    t("watchlists.csv.lastOutcome"),
    t("watchlists.csv.lastChange"),
  ];
  return toCsv(
    header,
    entries.map((entry) => [
      entry.regcode,
      entry.name ?? "",
      entry.status ?? "",
      entry.customerId ?? "",
      entry.lastCheckAt?.toISOString() ?? "",
      entry.lastOutcome ?? "",
      entry.lastChangeAt?.toISOString() ?? "",
    ]),
  );
}
