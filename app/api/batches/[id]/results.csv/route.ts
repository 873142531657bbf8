import { batchResultsCsv } from "@/lib/features/batch/batch-csv";
import { parseBatchId } from "@/lib/features/batch/batch-id";
import { batchInputReportSchema } from "@/lib/features/batch/batch-input-report";
import { batchResults } from "@/lib/features/batch/batch-store";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";

/** The results as CSV (UTF-8 with BOM, formula-safe, a column per flag, each row's record SHA-256), then the entries never sent. */
export const GET = apiRoute<{ id: string }>("batch-results-csv", ANALYST_ACCESS, async (request, { id }, scope) => {
  const { viewer, db, locale } = scope;
  const batchId = parseBatchId(id);
  const { batch, rows } = await batchResults(await db(), viewer.userId, batchId);
  const { invalid } = batchInputReportSchema.parse(batch.report);
  const csv = batchResultsCsv(rows, locale, invalid);
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="batch-${batchId}-results.csv"`,
      "cache-control": "private, no-store",
    },
  });
});
