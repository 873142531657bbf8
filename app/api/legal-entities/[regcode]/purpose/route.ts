import { purposeSchema, statePurpose } from "@/lib/domain/access/access-purposes";
import { AppError } from "@/lib/platform/errors/app-error";
import { PERSONAL_DATA_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";
import { readJsonBody } from "@/lib/platform/http/read-json-body";
import { isRegcode } from "@/lib/registry/regcode/regcode";

/** States why this session looks at the entity's personal details ({purpose}); holds for the session. */
export const POST = apiRoute<{ regcode: string }>(
  "legal-entities-purpose",
  PERSONAL_DATA_ACCESS,
  async (request, { regcode }, scope) => {
    const { viewer, db } = scope;
    if (!isRegcode(regcode)) throw new AppError("invalid_regcode", "purposeRegcode");
    scope.note({ regcode });
    const { purpose } = await readJsonBody(request, purposeSchema);
    await statePurpose(await db(), viewer, regcode, purpose);
    return new Response(null, { status: 204 });
  },
);
