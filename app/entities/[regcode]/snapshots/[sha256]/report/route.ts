import { ANALYST_ACCESS } from "@/lib/auth/access-rule";
import { pageRoute } from "@/lib/http/page-route";
import { reportDocumentResponse } from "../../../report/report-document-response";

/** The due-diligence report of one stored retrieval, exactly as the registry sent it then. */
export const GET = pageRoute<{ regcode: string; sha256: string }>(
  ANALYST_ACCESS,
  (request, { regcode, sha256 }, viewer) => reportDocumentResponse(request, viewer, regcode, sha256),
);
