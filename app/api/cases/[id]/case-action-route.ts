import type { z } from "zod";
import { type CaseConfig, parseCaseConfig } from "@/lib/domain/cases/case-config";
import { parseCaseId, type caseViewSchema } from "@/lib/domain/cases/case-schemas";
import { type CaseCaller, getCase } from "@/lib/domain/cases/case-store";
import type { AccessRule, PublicAccess } from "@/lib/domain/viewer/access-rule";
import { apiRoute, type GuardedRoute } from "@/lib/edge/admission/api-route";
import type { Database } from "@/lib/platform/db/database";
import { readJsonBody } from "@/lib/platform/http/read-json-body";

/** What a case action is handed: the case's id, its body as the route's schema reads it, and who acts. */
export interface CaseAction<Body> {
  database: Database;
  caller: CaseCaller;
  caseId: number;
  body: Body;
  config: CaseConfig;
}

/**
 * POST /api/cases/{id}/{action}: one change to a case through the case store, answered with the case as it is
 * now. The body, when the action takes one, is read before the database is opened, so a bad one is a plain 400.
 * `access` is named as such so the tests that walk every route read the rule from the route file.
 */
export function caseActionRoute<Schema extends z.ZodType = z.ZodUndefined>(action: {
  name: string;
  access: Exclude<AccessRule, PublicAccess>;
  body?: Schema;
  act: (input: CaseAction<z.output<Schema>>) => Promise<unknown>;
}): GuardedRoute<{ id: string }> {
  return apiRoute<{ id: string }>(action.name, action.access, async (request, { id }, { viewer, actor, db }) => {
    const caseId = parseCaseId(id);
    const body = action.body ? await readJsonBody(request, action.body) : (undefined as z.output<Schema>);
    const database = await db();
    // Checked at start-up, so reading it before the action rather than after changes nothing.
    const config = parseCaseConfig(process.env);
    await action.act({ database, caller: { who: viewer, actor }, caseId, body, config });
    return Response.json((await getCase(database, caseId, config)) satisfies z.output<typeof caseViewSchema>);
  });
}
