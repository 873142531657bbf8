import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { pageRoute } from "@/lib/edge/admission/page-route";
import { reportDocumentResponse } from "./report-document-response";

/** The live record's due-diligence report, as a document of its own (see reportDocumentResponse). */
export const GET = pageRoute<{ regcode: string }>(ANALYST_ACCESS, (request, { regcode }, context) =>
  reportDocumentResponse(request, context, regcode),
);
