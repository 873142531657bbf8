import { toBods } from "@/lib/domain/ownership/ownership-bods";
import { ownershipFor } from "@/lib/features/ownership/ownership-service";
import { NO_STORE, OWNERSHIP_WAIT_MS, ownershipResponse } from "@/lib/features/ownership/ownership-response";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";

const PUBLISHER = "Registry Lens";

/**
 * The ownership determination as BODS 0.4 statements, through the same visibility gate as the JSON
 * answer (withheld persons are anonymous). Published on the determination's date, so one determination
 * always gives the same statement ids.
 */
export const GET = apiRoute<{ regcode: string }>(
  "legal-entities/ownership-bods",
  ANALYST_ACCESS,
  async (_request, params, scope) => {
    const regcode = scope.parseRegcode(params.regcode);
    const answer = await ownershipFor({ regcode, viewer: scope.viewer, actor: scope.actor, waitMs: OWNERSHIP_WAIT_MS });
    return ownershipResponse(
      answer,
      (determination) =>
        new Response(JSON.stringify(toBods(determination, { publisher: PUBLISHER }), null, 2), {
          headers: {
            ...NO_STORE,
            "content-type": "application/json; charset=utf-8",
            "content-disposition": `attachment; filename="ownership-${regcode}.bods.json"`,
          },
        }),
    );
  },
);
