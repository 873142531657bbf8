import type { z } from "zod";
import { alertCaseSchema, type caseJoinedSchema } from "@/lib/domain/cases/case-schemas";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { caseForAlert } from "@/lib/features/cases/case-flows";
import { openCase } from "@/lib/features/cases/case-service";
import { AppError } from "@/lib/platform/errors/app-error";
import { readJsonBody } from "@/lib/platform/http/read-json-body";

/**
 * Opens an alert-review case for the alert's entity with `{purpose?}` (201), or adds the alert to the entity's
 * case being worked on (200): `{id, joined}`.
 */
export const POST = apiRoute<{ id: string }>("alert-case", ANALYST_ACCESS, async (request, { id }, scope) => {
  const { viewer, db, actor } = scope;
  if (!/^\d{1,15}$/.test(id))
    throw new AppError("bad_request", { key: "notAlertNumber", values: { value: id.slice(0, 40) } });
  const { purpose } = await readJsonBody(request, alertCaseSchema);
  const done = await caseForAlert({ db: await db(), viewer, actor, open: openCase }, Number(id), purpose);
  return Response.json(done satisfies z.output<typeof caseJoinedSchema>, {
    status: done.joined ? 200 : 201,
    headers: { "cache-control": "private, no-store" },
  });
});
