import type { z } from "zod";
import { recordAuditEvent } from "@/lib/domain/audit/record-audit-event";
import type { batchStartedSchema } from "@/lib/features/batch/batch-answers";
import { parseBatchConfig } from "@/lib/features/batch/batch-config";
import { queueBatchRows } from "@/lib/features/batch/batch-jobs";
import { createBatch, listBatches } from "@/lib/features/batch/batch-store";
import { readBatchRequest } from "@/lib/features/batch/read-batch-request";
import { AppError } from "@/lib/platform/errors/app-error";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { appJobQueue } from "@/lib/features/jobs/app-job-queue";
import { pagePaths } from "@/lib/domain/routes/page-paths";

const { maxRows } = parseBatchConfig(process.env);

/** `{batches: [...]}`: the batches the user may see, newest first, with their counts. */
export const GET = apiRoute("batches", ANALYST_ACCESS, async (request, _params, scope) => {
  const { viewer, db } = scope;
  return Response.json(
    { batches: await listBatches(await db(), viewer.userId) },
    { headers: { "cache-control": "private, no-store" } },
  );
});

/**
 * Starts a batch: the list as text/plain or text/csv (`?column=`), its name or purpose in `?name=`.
 * 202 `{id}`; its lookups run in the background. Bad input is a 400 and creates nothing.
 */
export const POST = apiRoute("batches-start", ANALYST_ACCESS, async (request, _params, scope) => {
  const { viewer, db, actor, locale } = scope;
  const name = new URL(request.url).searchParams.get("name")?.trim() ?? "";
  if (name.length < 3 || name.length > 200) {
    throw new AppError("bad_request", "batchName");
  }
  const { input, inputSha256 } = await readBatchRequest(request, maxRows, locale);
  const id = await createBatch(await db(), viewer.userId, { name, input, inputSha256 });
  await recordAuditEvent(actor, "batch-create", {
    batchId: id,
    name,
    rows: input.numbers.length,
    input: inputSha256,
  });
  await queueBatchRows(await appJobQueue(), id, input.numbers);
  return Response.json({ id } satisfies z.output<typeof batchStartedSchema>, {
    status: 202,
    headers: { location: pagePaths.batch(id) },
  });
});
