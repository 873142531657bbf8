import type { z } from "zod";
import { recordAuditEvent } from "@/lib/domain/audit/record-audit-event";
import type { batchRetriedSchema } from "@/lib/features/batch/batch-answers";
import { parseBatchId } from "@/lib/features/batch/batch-id";
import { queueBatchRows } from "@/lib/features/batch/batch-jobs";
import { retryFailedRows } from "@/lib/features/batch/batch-store";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { appJobQueue } from "@/lib/features/jobs/app-job-queue";

/** Looks up the owner's batch's failed rows again, alone: `{retried}`. */
export const POST = apiRoute<{ id: string }>("batch-retry", ANALYST_ACCESS, async (request, { id }, scope) => {
  const { viewer, db, actor } = scope;
  const batchId = parseBatchId(id);
  const regcodes = await retryFailedRows(await db(), viewer.userId, batchId);
  await recordAuditEvent(actor, "batch-retry", { batchId, retried: regcodes.length });
  await queueBatchRows(await appJobQueue(), batchId, regcodes);
  return Response.json({ id: batchId, retried: regcodes.length } satisfies z.output<typeof batchRetriedSchema>);
});
