import type { z } from "zod";
import { parseCaseConfig } from "@/lib/domain/cases/case-config";
import { parseCaseId, type caseViewSchema } from "@/lib/domain/cases/case-schemas";
import { getCase } from "@/lib/domain/cases/case-store";
import { CASE_READ_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";

/** One case: its state, people, risk (with any override), approvals, next review and pinned evidence. */
export const GET = apiRoute<{ id: string }>("case", CASE_READ_ACCESS, async (_request, { id }, scope) => {
  const view = await getCase(await scope.db(), parseCaseId(id), parseCaseConfig(process.env));
  scope.note({ regcode: view.regcode });
  return Response.json(view satisfies z.output<typeof caseViewSchema>, {
    headers: { "cache-control": "private, no-store" },
  });
});
