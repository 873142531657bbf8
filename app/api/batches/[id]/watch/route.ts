import type { z } from "zod";
import { recordAuditEvent } from "@/lib/domain/audit/record-audit-event";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { parseBatchId } from "@/lib/features/batch/batch-id";
import { parseMonitorConfig } from "@/lib/features/monitor/monitor-config";
import {
  type batchWatchedSchema,
  batchWatchSchema,
  watchBatchResults,
} from "@/lib/features/watchlists/watch-batch-results";
import { readJsonBody } from "@/lib/platform/http/read-json-body";

const { intervalMs } = parseMonitorConfig(process.env);

/**
 * Puts every entity the batch found on `{list}` (one the user may use), each with the customer id the batch's CSV
 * gave it, under monitoring: `{list, added, updated, unchanged}`.
 */
export const POST = apiRoute<{ id: string }>("batch-watch", ANALYST_ACCESS, async (request, { id }, scope) => {
  const { viewer, db, actor } = scope;
  const batchId = parseBatchId(id);
  const { list } = await readJsonBody(request, batchWatchSchema);
  const watched = await watchBatchResults(await db(), viewer.userId, batchId, list, new Date(), intervalMs);
  await recordAuditEvent(actor, "watchlist-import", {
    watchlistId: watched.list,
    input: null,
    batchId,
    added: watched.added,
    updated: watched.updated,
    refused: 0,
  });
  return Response.json(watched satisfies z.output<typeof batchWatchedSchema>);
});
