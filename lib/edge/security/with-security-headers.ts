import { STRICT_TRANSPORT_SECURITY } from "./security-headers";
import { REQUEST_ID_HEADER } from "@/lib/platform/http/request-id";

/** What differs per answer; the fixed security headers come from next.config.ts. */
export interface PerAnswer {
  csp: string;
  reqId: string;
  /** The request came over https (said by a trusted proxy): only then is HSTS sent. */
  https: boolean;
  /** Cookies the session wants refreshed. */
  setCookies?: readonly string[];
}

/**
 * The answer with its per-request headers. A response whose headers cannot change (`Response.redirect`)
 * is copied first.
 */
export function withSecurityHeaders(response: Response, { csp, reqId, https, setCookies = [] }: PerAnswer): Response {
  let answer = response;
  try {
    answer.headers.set(REQUEST_ID_HEADER, reqId);
  } catch {
    answer = new Response(response.body, response);
    answer.headers.set(REQUEST_ID_HEADER, reqId);
  }
  for (const cookie of setCookies) answer.headers.append("set-cookie", cookie);
  answer.headers.set("content-security-policy", csp);
  if (https) answer.headers.set("strict-transport-security", STRICT_TRANSPORT_SECURITY);
  return answer;
}
