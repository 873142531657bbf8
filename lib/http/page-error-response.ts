import type { AppError } from "@/lib/errors/app-error";

/** A refusal a person reads in the browser (pages): the message as plain text, with the code's status. */
export function pageErrorResponse(error: AppError): Response {
  const headers: Record<string, string> = { "cache-control": "no-store", "content-type": "text/plain; charset=utf-8" };
  if (error.retryAfter !== undefined) headers["retry-after"] = String(error.retryAfter);
  return new Response(`${error.message}\n`, { status: error.status, headers });
}
