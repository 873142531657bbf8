import { reportPdfRoute } from "@/lib/edge/admission/report-pdf-route";

/** The live record's report as a PDF made on the server (see reportPdfRoute). */
export const GET = reportPdfRoute();
