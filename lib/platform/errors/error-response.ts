import { type AppError, messageIn, toAppError } from "@/lib/platform/errors/app-error";
import type { Locale } from "@/lib/platform/i18n/locales";

/**
 * The one place errors become HTTP answers: {"error": {code, message}} with the code's status, the
 * message in the language of the request (browsers show it as it is).
 */
export function errorResponse(error: unknown, locale: Locale): Response {
  const appError: AppError = toAppError(error);
  const headers: Record<string, string> = { "cache-control": "no-store", "content-language": locale };
  if (appError.retryAfter !== undefined) headers["retry-after"] = String(appError.retryAfter);
  return Response.json(
    { error: { code: appError.code, message: messageIn(appError, locale) } },
    { status: appError.status, headers },
  );
}
