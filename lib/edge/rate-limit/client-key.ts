import { clientAddress } from "@/lib/platform/http/client-address";

/** The one place that decides whom a request is counted against: today the client's address. */
export function clientKey(headers: Headers): string {
  return clientAddress(headers);
}
