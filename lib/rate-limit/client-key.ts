import { requestOrigin } from "@/lib/http/request-origin";

/**
 * The one place that decides whom a request is counted against: today the client's address
 * (the TCP peer, or per X-Forwarded-For only through trusted proxies; see requestOrigin).
 */
export function clientKey(headers: Headers, trustedProxyHops: number): string {
  return requestOrigin(headers, trustedProxyHops).address;
}
