import type { z } from "zod";
import { recordAuditEvent } from "@/lib/domain/audit/record-audit-event";
import { batchAnswer, type batchSharedSchema } from "@/lib/features/batch/batch-answers";
import { parseBatchId } from "@/lib/features/batch/batch-id";
import { getBatch, shareBatch } from "@/lib/features/batch/batch-store";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { readJsonBody } from "@/lib/platform/http/read-json-body";
import { resolveShareRequest, shareRequestSchema } from "@/lib/domain/sharing/share-request";

/** `{id, name, status, counts, …}` of a batch the user may see. */
export const GET = apiRoute<{ id: string }>("batch", ANALYST_ACCESS, async (request, { id }, scope) => {
  const { viewer, db } = scope;
  const batch = await getBatch(await db(), viewer.userId, parseBatchId(id));
  return Response.json(batchAnswer(batch), { headers: { "cache-control": "private, no-store" } });
});

/** Shares the owner's batch: `{sharing: "private" | "named" | "everyone", shareWith?: [email]}`. */
export const PATCH = apiRoute<{ id: string }>("batch-share", ANALYST_ACCESS, async (request, { id }, scope) => {
  const { viewer, db, actor } = scope;
  const batchId = parseBatchId(id);
  const asked = await readJsonBody(request, shareRequestSchema);
  const handle = await db();
  const share = await resolveShareRequest(handle, asked);
  await shareBatch(handle, viewer.userId, batchId, share);
  const sharing = { batchId, sharing: share.sharing, sharedWith: share.userIds };
  await recordAuditEvent(actor, "batch-share", sharing);
  return Response.json({ id: batchId, sharing: share.sharing } satisfies z.output<typeof batchSharedSchema>);
});
