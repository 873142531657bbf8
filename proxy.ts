import { NextResponse, type NextRequest } from "next/server";
import { AppError } from "@/lib/errors/app-error";
import { errorResponse } from "@/lib/http/error-response";
import { hasMalformedEscape } from "@/lib/http/has-malformed-escape";
import { REQUEST_ID_HEADER } from "@/lib/http/request-id";
import { logger } from "@/lib/log/logger";
import { checkApiRateLimit } from "@/lib/rate-limit/api-rate-limit";
import { API_CSP, createCspNonce, pageCsp, SECURITY_HEADERS } from "@/lib/security/security-headers";

function withSecurityHeaders(response: Response, csp: string, reqId: string): Response {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.headers.set(name, value);
  response.headers.set("content-security-policy", csp);
  response.headers.set(REQUEST_ID_HEADER, reqId);
  return response;
}

/** Every request: a request id, security headers, a CSP nonce for pages, a rate limit for /api. */
export function proxy(request: NextRequest) {
  const reqId = crypto.randomUUID();
  const isApi = request.nextUrl.pathname.startsWith("/api/");

  const malformed = hasMalformedEscape(request.nextUrl.pathname);
  if (isApi && malformed) {
    const error = new AppError("bad_request", "The address contains a malformed %-escape. Check the link.");
    logger.warn({ event: "request", reqId, route: "malformed-path", status: 400, errorCode: error.code });
    return withSecurityHeaders(errorResponse(error), API_CSP, reqId);
  }

  if (isApi) {
    const limited = checkApiRateLimit(request.headers);
    if (limited) {
      logger.warn({ event: "request", reqId, route: "rate-limit", status: 429, errorCode: limited.code });
      return withSecurityHeaders(errorResponse(limited), API_CSP, reqId);
    }
  }

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(REQUEST_ID_HEADER, reqId);
  let csp = API_CSP;
  if (!isApi) {
    const nonce = createCspNonce();
    csp = pageCsp(nonce, process.env.NODE_ENV === "development");
    // Next.js reads the nonce from the request's CSP header and applies it to its scripts.
    requestHeaders.set("x-nonce", nonce);
    requestHeaders.set("content-security-policy", csp);
  }
  const response = malformed
    ? // No route can match an address that does not decode: show the not-found page instead of a bare 500.
      NextResponse.rewrite(new URL("/not-found", request.url), { request: { headers: requestHeaders } })
    : NextResponse.next({ request: { headers: requestHeaders } });
  return withSecurityHeaders(response, csp, reqId);
}

export const config = {
  // Static chunks and images are served as files and need none of this.
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
