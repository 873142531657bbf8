import { securityConfig } from "@/lib/platform/config/security-config";
import { requestOrigin } from "./request-origin";

/** The client's address as far as this deployment can know it (TCP peer, or per TRUSTED_PROXY_HOPS). */
export function clientAddress(headers: Headers): string {
  return requestOrigin(headers, securityConfig().trustedProxyHops).address;
}
