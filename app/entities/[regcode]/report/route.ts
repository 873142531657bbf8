import { reportDocumentResponse } from "./report-document-response";

/** The live record's due-diligence report, as a document of its own (see reportDocumentResponse). */
export async function GET(request: Request, { params }: { params: Promise<{ regcode: string }> }) {
  const { regcode } = await params;
  return reportDocumentResponse(request, regcode);
}
