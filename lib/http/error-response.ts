import { type AppError, toAppError } from "@/lib/errors/app-error";

/** The one place errors become HTTP answers: {"error": {code, message}} with the code's status. */
export function errorResponse(error: unknown): Response {
  const appError: AppError = toAppError(error);
  const headers: Record<string, string> = { "cache-control": "no-store" };
  if (appError.retryAfter !== undefined) headers["retry-after"] = String(appError.retryAfter);
  return Response.json(
    { error: { code: appError.code, message: appError.message } },
    { status: appError.status, headers },
  );
}
