import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { watchlistCsv, watchlistForExport } from "@/lib/features/watchlists/watchlist-csv";
import { parseWatchlistId } from "@/lib/features/watchlists/watchlist-id";

/** A list the user may use as CSV (UTF-8 with BOM, formula-safe): number, name, status, customer id, last check, last change. */
export const GET = apiRoute<{ id: string }>("watchlist-csv", ANALYST_ACCESS, async (_request, { id }, scope) => {
  const { viewer, db, locale } = scope;
  const list = await watchlistForExport(await db(), viewer.userId, parseWatchlistId(id));
  return new Response(watchlistCsv(list.entries, locale), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="watchlist-${list.id}.csv"`,
      "cache-control": "private, no-store",
    },
  });
});
