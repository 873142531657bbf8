import { viewerAnswerBytes } from "@/lib/domain/access/gate-record";
import { lookupForViewer } from "@/lib/domain/access/lookup-for-viewer";
import { snapshotOf } from "@/lib/domain/routes/api-paths";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { apiRoute } from "@/lib/edge/admission/api-route";

export const GET = apiRoute<{ regcode: string }>("legal-entities", ANALYST_ACCESS, async (request, params, scope) => {
  const result = await scope.lookup(scope.parseRegcode(params.regcode), (regcode) =>
    lookupForViewer({
      regcode,
      viewer: scope.viewer,
      actor: scope.actor,
      reason: "api",
      // With `?snapshot=`, the bytes of that stored retrieval, as the profile's raw data shows them.
      snapshot: snapshotOf(request),
    }),
  );
  // The exact bytes received, so the hash on a report can be checked against this answer; or, for a viewer
  // who may not see personal details, the redacted record saying so, with the hash of the original.
  const headers: Record<string, string> = {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "private, no-store",
    "x-registry-retrieved-at": result.retrievedAt,
    "x-registry-sha256": result.sha256,
  };
  if (result.redaction) headers["x-personal-details-withheld"] = result.redaction;
  return new Response(viewerAnswerBytes(result), { headers });
});
