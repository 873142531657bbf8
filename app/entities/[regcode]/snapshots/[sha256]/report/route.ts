import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { pageRoute } from "@/lib/edge/admission/page-route";
import { reportDocumentResponse } from "@/app/entities/[regcode]/report/report-document-response";

/** The due-diligence report of one stored retrieval, exactly as the registry sent it then. */
export const GET = pageRoute<{ regcode: string; sha256: string }>(
  ANALYST_ACCESS,
  (request, { regcode, sha256 }, context) => reportDocumentResponse(request, context, regcode, sha256),
);
