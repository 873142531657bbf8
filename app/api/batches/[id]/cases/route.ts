import type { z } from "zod";
import { type batchCasesAnswerSchema, batchCasesSchema } from "@/lib/domain/cases/case-schemas";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { parseBatchId } from "@/lib/features/batch/batch-id";
import { casesForBatch } from "@/lib/features/cases/case-flows";
import { openCase } from "@/lib/features/cases/case-service";
import { readJsonBody } from "@/lib/platform/http/read-json-body";

/**
 * Opens onboarding cases for a batch's flagged rows (risk medium or high), or the rows at `positions`, with
 * `{purpose}`; a row whose entity has a case being worked on joins it. Answers each row's case.
 */
export const POST = apiRoute<{ id: string }>("batch-cases", ANALYST_ACCESS, async (request, { id }, scope) => {
  const { viewer, db, actor, locale } = scope;
  const batchId = parseBatchId(id);
  const choice = await readJsonBody(request, batchCasesSchema);
  const rows = await casesForBatch({ db: await db(), viewer, actor, locale, open: openCase }, batchId, choice);
  return Response.json({ rows } satisfies z.output<typeof batchCasesAnswerSchema>, {
    headers: { "cache-control": "private, no-store" },
  });
});
