import { z } from "zod";
import { type AppError, type ErrorCode, ERROR_STATUS, messageIn, toAppError } from "@/lib/platform/errors/app-error";
import type { Locale } from "@/lib/platform/i18n/locales";

const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** The body of every error answer of the API, as errorResponse writes it (the API description's Error). */
export const errorAnswerSchema = z.strictObject({
  error: z.strictObject({
    code: z.enum(ERROR_CODES).describe("What failed; the HTTP status follows from it."),
    message: z.string().describe("What failed, for a person, in the language of the request."),
  }),
});

/**
 * The one place errors become HTTP answers: {"error": {code, message}} with the code's status, the
 * message in the language of the request (browsers show it as it is).
 */
export function errorResponse(error: unknown, locale: Locale): Response {
  const appError: AppError = toAppError(error);
  const headers: Record<string, string> = { "cache-control": "no-store", "content-language": locale };
  if (appError.retryAfter !== undefined) headers["retry-after"] = String(appError.retryAfter);
  const body: z.output<typeof errorAnswerSchema> = {
    error: { code: appError.code, message: messageIn(appError, locale) },
  };
  return Response.json(body, { status: appError.status, headers });
}
