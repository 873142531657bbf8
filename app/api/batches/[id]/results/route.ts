import { parseBatchId } from "@/lib/features/batch/batch-id";
import { withCodeWords } from "@/lib/features/batch/batch-code-words";
import { batchResults } from "@/lib/features/batch/batch-store";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";

/**
 * `{rows: [{regcode, customerId, outcome, name, legalForm, legalFormWords, status, statusWords, flags, risk, …}]}`,
 * highest risk first (`position` is the order in the list);
 * the words are the codes in the viewer's language, so the browser's table needs no code catalogue.
 */
export const GET = apiRoute<{ id: string }>("batch-results", ANALYST_ACCESS, async (request, { id }, scope) => {
  const { viewer, db, locale } = scope;
  const { rows } = await batchResults(await db(), viewer.userId, parseBatchId(id));
  return Response.json(
    { rows: rows.map((row) => withCodeWords(row, locale)) },
    { headers: { "cache-control": "private, no-store" } },
  );
});
