import { auditActor } from "@/lib/audit/audit-actor";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { parseBatchId } from "@/lib/batch/batch-id";
import { cancelBatch } from "@/lib/batch/batch-store";
import { db } from "@/lib/db/db";
import { ANALYST_ACCESS } from "@/lib/auth/access-rule";
import { apiRoute } from "@/lib/http/api-route";

/** Cancels the owner's batch: rows not yet looked up are never sent. */
export const POST = apiRoute<{ id: string }>("batch-cancel", ANALYST_ACCESS, async (request, { id }, scope) => {
  const { viewer } = scope;
  await cancelBatch(await db(), viewer.userId, parseBatchId(id), new Date());
  await recordAuditEvent(auditActor(request.headers, viewer), "batch-cancel", { batchId: Number(id) });
  return Response.json({ id: Number(id), status: "cancelled" });
});
