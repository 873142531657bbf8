import { auditActor } from "@/lib/audit/audit-actor";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { apiViewer } from "@/lib/auth/current-viewer";
import { parseBatchId } from "@/lib/batch/batch-id";
import { queueBatchRows } from "@/lib/batch/batch-jobs";
import { retryFailedRows } from "@/lib/batch/batch-store";
import { db } from "@/lib/db/db";
import { apiRoute } from "@/lib/http/api-route";
import { appJobQueue } from "@/lib/jobs/app-job-queue";

/** Looks up the owner's batch's failed rows again, alone: `{retried}`. */
export const POST = apiRoute<{ id: string }>("batch-retry", async (request, { id }) => {
  const viewer = apiViewer(request);
  const batchId = parseBatchId(id);
  const regcodes = await retryFailedRows(await db(), viewer.userId, batchId);
  await recordAuditEvent(auditActor(request.headers, viewer), "batch-retry", { batchId, retried: regcodes.length });
  await queueBatchRows(await appJobQueue(), batchId, regcodes);
  return Response.json({ id: batchId, retried: regcodes.length });
});
