import { NextResponse, type NextRequest } from "next/server";
import { errorResponse } from "@/lib/http/error-response";
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
  return withSecurityHeaders(NextResponse.next({ request: { headers: requestHeaders } }), csp, reqId);
}

export const config = {
  // Static chunks and images are served as files and need none of this.
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
