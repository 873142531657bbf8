import { AppError, messageIn } from "@/lib/platform/errors/app-error";
import { requestLocale } from "@/lib/edge/locale/request-locale";
import { translator } from "@/lib/platform/i18n/translator";
import { errorResponse } from "@/lib/platform/errors/error-response";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ESCAPES[c]);

/**
 * The answer when every heavy-render slot and queue place is taken (see scripts/serve.ts), in the
 * request's language. A browser opening a report gets a page that says so and asks again by itself once
 * Retry-After has passed; any other client the API's JSON error.
 */
export function busyAnswer(headers: Headers, retryAfterSeconds: number): Response {
  const error = new AppError(
    "busy",
    { key: "reportsBusy", values: { seconds: String(retryAfterSeconds) } },
    {
      retryAfter: retryAfterSeconds,
    },
  );
  const locale = requestLocale(headers, null);
  if (!/\btext\/html\b/.test(headers.get("accept") ?? "")) return errorResponse(error, locale);
  const message = escape(messageIn(error, locale));
  const retrying = escape(translator(locale, "errors")("busyPageRetries"));
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta http-equiv="refresh" content="${retryAfterSeconds}"><title>${message}</title></head><body><h1>${message}</h1><p>${retrying}</p></body></html>`;
  return new Response(html, {
    status: error.status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-language": locale,
      "cache-control": "no-store",
      "retry-after": String(retryAfterSeconds),
    },
  });
}
