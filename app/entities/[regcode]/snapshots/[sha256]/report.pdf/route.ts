import { reportPdfRoute } from "@/lib/edge/admission/report-pdf-route";

/** A stored copy's report as a PDF made on the server (see reportPdfRoute). */
export const GET = reportPdfRoute();
