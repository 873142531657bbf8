import { auditActor } from "@/lib/audit/audit-actor";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { parseBatchId } from "@/lib/batch/batch-id";
import { queueBatchRows } from "@/lib/batch/batch-jobs";
import { retryFailedRows } from "@/lib/batch/batch-store";
import { db } from "@/lib/db/db";
import { ANALYST_ACCESS } from "@/lib/auth/access-rule";
import { apiRoute } from "@/lib/http/api-route";
import { appJobQueue } from "@/lib/jobs/app-job-queue";

/** Looks up the owner's batch's failed rows again, alone: `{retried}`. */
export const POST = apiRoute<{ id: string }>("batch-retry", ANALYST_ACCESS, async (request, { id }, scope) => {
  const { viewer } = scope;
  const batchId = parseBatchId(id);
  const regcodes = await retryFailedRows(await db(), viewer.userId, batchId);
  await recordAuditEvent(auditActor(request.headers, viewer), "batch-retry", { batchId, retried: regcodes.length });
  await queueBatchRows(await appJobQueue(), batchId, regcodes);
  return Response.json({ id: batchId, retried: regcodes.length });
});
