import { type AppError, messageIn } from "@/lib/platform/errors/app-error";
import type { Locale } from "@/lib/platform/i18n/locales";

/** A refusal a person reads in the browser (pages): the message as plain text in their language, with the code's status. */
export function pageErrorResponse(error: AppError, locale: Locale): Response {
  const headers: Record<string, string> = {
    "cache-control": "no-store",
    "content-type": "text/plain; charset=utf-8",
    "content-language": locale,
  };
  if (error.retryAfter !== undefined) headers["retry-after"] = String(error.retryAfter);
  return new Response(`${messageIn(error, locale)}\n`, { status: error.status, headers });
}
