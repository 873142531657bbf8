import { statePurpose } from "@/lib/access/access-purposes";
import { db } from "@/lib/db/db";
import { AppError } from "@/lib/errors/app-error";
import { PERSONAL_DATA_ACCESS } from "@/lib/auth/access-rule";
import { apiRoute } from "@/lib/http/api-route";
import { readJsonBody } from "@/lib/http/read-json-body";
import { isRegcode } from "@/lib/registry/regcode";

/** States why this session looks at the entity's personal details ({purpose}); holds for the session. */
export const POST = apiRoute<{ regcode: string }>(
  "legal-entities-purpose",
  PERSONAL_DATA_ACCESS,
  async (request, { regcode }, scope) => {
    const { viewer } = scope;
    if (!isRegcode(regcode)) throw new AppError("invalid_regcode", "purposeRegcode");
    scope.note({ regcode });
    await statePurpose(await db(), viewer, regcode, await readJsonBody(request));
    return new Response(null, { status: 204 });
  },
);
