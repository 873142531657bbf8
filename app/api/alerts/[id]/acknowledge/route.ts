import { recordAuditEvent } from "@/lib/domain/audit/record-audit-event";
import type { z } from "zod";
import { acknowledgeAlert, acknowledgementSchema, type acknowledgedSchema } from "@/lib/features/alerts/alert-store";
import { AppError } from "@/lib/platform/errors/app-error";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { readJsonBody } from "@/lib/platform/http/read-json-body";

/** Acknowledges an open alert with `{note}`, written to the audit trail with it. */
export const POST = apiRoute<{ id: string }>("alert-acknowledge", ANALYST_ACCESS, async (request, { id }, scope) => {
  const { viewer, db, actor } = scope;
  if (!/^\d{1,15}$/.test(id))
    throw new AppError("bad_request", { key: "notAlertNumber", values: { value: id.slice(0, 40) } });
  const { note } = await readJsonBody(request, acknowledgementSchema);
  const done = await acknowledgeAlert(await db(), viewer.userId, Number(id), note, new Date());
  scope.note({ regcode: done.regcode });
  await recordAuditEvent(actor, "alert-acknowledged", {
    regcode: done.regcode,
    alertId: done.id,
    severity: done.severity,
    note: done.note,
  });
  return Response.json({ id: done.id, status: "acknowledged" } satisfies z.output<typeof acknowledgedSchema>);
});
