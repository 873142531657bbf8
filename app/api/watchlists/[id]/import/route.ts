import type { z } from "zod";
import { recordAuditEvent } from "@/lib/domain/audit/record-audit-event";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { parseBatchConfig } from "@/lib/features/batch/batch-config";
import { parseMonitorConfig } from "@/lib/features/monitor/monitor-config";
import { parseClientBook } from "@/lib/features/watchlists/client-book";
import { type clientBookImportedSchema, importToWatchlist } from "@/lib/features/watchlists/import-to-watchlist";
import { readClientBookRequest } from "@/lib/features/watchlists/read-client-book-request";
import { parseWatchlistId } from "@/lib/features/watchlists/watchlist-id";

const { maxRows } = parseBatchConfig(process.env);
const { intervalMs } = parseMonitorConfig(process.env);

/**
 * Imports a client book into a list the user may use: a CSV (text/csv, or a form's "file") with a registration
 * number column and a customer id column. Each good row puts its number on the list with its customer id (or
 * updates the id), under monitoring; each bad row is refused with its line and reason, nothing changed for it.
 * A file without those columns, or longer than a batch may be, is a 400 and changes nothing.
 */
export const POST = apiRoute<{ id: string }>("watchlist-import", ANALYST_ACCESS, async (request, { id }, scope) => {
  const { viewer, db, actor, locale } = scope;
  const listId = parseWatchlistId(id);
  const { text, sha256 } = await readClientBookRequest(request);
  const book = parseClientBook(text, maxRows, locale);
  const imported = await importToWatchlist(await db(), viewer.userId, listId, book.rows, new Date(), intervalMs);
  await recordAuditEvent(actor, "watchlist-import", {
    watchlistId: imported.list,
    input: sha256,
    batchId: null,
    added: imported.added,
    updated: imported.updated,
    refused: book.refused.length,
  });
  const body = { ...imported, refused: book.refused };
  return Response.json(body satisfies z.output<typeof clientBookImportedSchema>, {
    headers: { "cache-control": "private, no-store" },
  });
});
