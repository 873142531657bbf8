import { statePurpose } from "@/lib/access/access-purposes";
import { apiViewer } from "@/lib/auth/current-viewer";
import { db } from "@/lib/db/db";
import { AppError } from "@/lib/errors/app-error";
import { apiRoute } from "@/lib/http/api-route";
import { readJsonBody } from "@/lib/http/read-json-body";
import { isRegcode } from "@/lib/registry/regcode";

/** States why this session looks at the entity's personal details ({purpose}); holds for the session. */
export const POST = apiRoute<{ regcode: string }>("legal-entities-purpose", async (request, { regcode }, scope) => {
  const viewer = apiViewer(request, "personal-data");
  if (!isRegcode(regcode)) throw new AppError("invalid_regcode", "purposeRegcode");
  scope.note({ regcode });
  await statePurpose(await db(), viewer, regcode, await readJsonBody(request));
  return new Response(null, { status: 204 });
});
