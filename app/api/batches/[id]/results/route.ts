import { parseBatchId } from "@/lib/features/batch/batch-id";
import { withCodeWords } from "@/lib/features/batch/batch-code-words";
import { batchResults } from "@/lib/features/batch/batch-store";
import { db } from "@/lib/platform/db/db";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { requestLocale } from "@/lib/edge/locale/request-locale";

/**
 * `{rows: [{regcode, outcome, name, legalForm, legalFormWords, status, statusWords, flags, …}]}` in input order;
 * the words are the codes in the viewer's language, so the browser's table needs no code catalogue.
 */
export const GET = apiRoute<{ id: string }>("batch-results", ANALYST_ACCESS, async (request, { id }, scope) => {
  const { viewer } = scope;
  const { rows } = await batchResults(await db(), viewer.userId, parseBatchId(id));
  const locale = requestLocale(request.headers, viewer);
  return Response.json(
    { rows: rows.map((row) => withCodeWords(row, locale)) },
    { headers: { "cache-control": "private, no-store" } },
  );
});
