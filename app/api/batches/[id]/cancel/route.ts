import type { z } from "zod";
import { recordAuditEvent } from "@/lib/domain/audit/record-audit-event";
import type { batchCancelledSchema } from "@/lib/features/batch/batch-answers";
import { parseBatchId } from "@/lib/features/batch/batch-id";
import { cancelBatch } from "@/lib/features/batch/batch-store";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";

/** Cancels the owner's batch: rows not yet looked up are never sent. */
export const POST = apiRoute<{ id: string }>("batch-cancel", ANALYST_ACCESS, async (request, { id }, scope) => {
  const { viewer, db, actor } = scope;
  await cancelBatch(await db(), viewer.userId, parseBatchId(id), new Date());
  await recordAuditEvent(actor, "batch-cancel", { batchId: Number(id) });
  return Response.json({ id: Number(id), status: "cancelled" } satisfies z.output<typeof batchCancelledSchema>);
});
