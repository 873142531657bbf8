import type { z } from "zod";
import {
  type caseListSchema,
  caseListQuerySchema,
  type caseOpenedSchema,
  openCaseSchema,
} from "@/lib/domain/cases/case-schemas";
import { listCases, todayInLatvia } from "@/lib/domain/cases/case-store";
import { ANALYST_ACCESS, CASE_READ_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { openCase } from "@/lib/features/cases/case-service";
import { parseInput } from "@/lib/platform/errors/input-error";
import { readJsonBody } from "@/lib/platform/http/read-json-body";

const PRIVATE = { "cache-control": "private, no-store" };

/**
 * Cases, due soonest first: `?state=`, `?assignee=` (an account id or `me`), `?overdue=1` (due before today and
 * still being worked on), `?awaitingMyApproval=1`.
 */
export const GET = apiRoute("cases", CASE_READ_ACCESS, async (request, _params, { viewer, db }) => {
  const query = parseInput(caseListQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
  const cases = await listCases(await db(), {
    state: query.state,
    assigneeId: query.assignee === "me" ? viewer.userId : query.assignee,
    overdue: query.overdue === "1",
    awaitingApprovalBy: query.awaitingMyApproval === "1" ? viewer.userId : undefined,
    today: todayInLatvia(),
  });
  return Response.json({ cases } satisfies z.output<typeof caseListSchema>, { headers: PRIVATE });
});

/**
 * Opens a case on an entity: `{regcode, kind, purpose, assigneeId?, dueOn?}` → 201 `{id, determinationPinned}`.
 * The entity is looked up and its ownership determination waited for (up to a minute; else the entity alone is
 * pinned and `determinationPinned` is false), the retrievals pinned and the risk assessed.
 */
export const POST = apiRoute("cases-open", ANALYST_ACCESS, async (request, _params, scope) => {
  const { viewer, db, actor } = scope;
  const asked = await readJsonBody(request, openCaseSchema);
  const regcode = scope.parseRegcode(asked.regcode);
  const opened = await openCase({
    db: await db(),
    viewer,
    actor,
    regcode,
    kind: asked.kind,
    purpose: asked.purpose,
    assigneeId: asked.assigneeId,
    dueOn: asked.dueOn,
  });
  return Response.json(opened satisfies z.output<typeof caseOpenedSchema>, { status: 201, headers: PRIVATE });
});
