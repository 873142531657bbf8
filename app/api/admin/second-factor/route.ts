import type { z } from "zod";
import { recordAuditEvent } from "@/lib/domain/audit/record-audit-event";
import { ADMIN_ACCESS } from "@/lib/domain/viewer/access-rule";
import { secondFactorRequirementSchema } from "@/lib/domain/viewer/second-factor-requirement-schema";
import {
  readSecondFactorRequirement,
  writeSecondFactorRequirement,
} from "@/lib/domain/viewer/second-factor-requirement-store";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { noteSecondFactorRequirement } from "@/lib/edge/auth/second-factor-enrolment";
import { readJsonBody } from "@/lib/platform/http/read-json-body";

type RequirementAnswer = z.output<typeof secondFactorRequirementSchema>;

/** Whose password sign-ins need a second step: {"requirement": "off" | "privileged" | "everyone"}. */
export const GET = apiRoute("admin-second-factor", ADMIN_ACCESS, async (_request, _params, { db }) =>
  Response.json({ requirement: await readSecondFactorRequirement(await db()) } satisfies RequirementAnswer, {
    headers: { "cache-control": "private, no-store" },
  }),
);

/** Sets it for every instance (each goes by it within seconds; this one at once), as an audit event. */
export const PUT = apiRoute("admin-second-factor-set", ADMIN_ACCESS, async (request, _params, { db, actor }) => {
  const { requirement } = await readJsonBody(request, secondFactorRequirementSchema);
  const previousRequirement = await writeSecondFactorRequirement(await db(), requirement);
  noteSecondFactorRequirement(requirement);
  if (previousRequirement !== requirement) {
    await recordAuditEvent(actor, "second-factor-requirement-changed", { requirement, previousRequirement });
  }
  return Response.json({ requirement } satisfies RequirementAnswer);
});
