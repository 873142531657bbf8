import "server-only";
import { SELF_ORIGIN_ENV } from "@/lib/platform/http/self-origin";
import type { Locale } from "@/lib/platform/i18n/locales";
import { type PrintedPdf, printReportPdf } from "@/lib/features/report-pdf/print-report-pdf";

/**
 * Prints one of a case's documents (its report, its discrepancy package) at `path` on this server, with the
 * shared Chromium, as the requesting viewer (their cookies go along) and in `locale`, which the path states too
 * (`?lang=`), so the document is in that language whatever the viewer's own setting.
 */
export function printCaseDocument(request: Request, path: string, locale: Locale, user: string): Promise<PrintedPdf> {
  // Loaded from this server itself, where scripts/serve.ts listens (request.url always says localhost).
  const self = process.env[SELF_ORIGIN_ENV] ?? request.url;
  return printReportPdf(new URL(path, self).href, request.headers, locale, user);
}
