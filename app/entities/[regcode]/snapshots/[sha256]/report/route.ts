import { reportDocumentResponse } from "../../../report/report-document-response";

/** The due-diligence report of one stored retrieval, exactly as the registry sent it then. */
export async function GET(request: Request, { params }: { params: Promise<{ regcode: string; sha256: string }> }) {
  const { regcode, sha256 } = await params;
  return reportDocumentResponse(request, regcode, sha256);
}
