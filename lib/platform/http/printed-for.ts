import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { processWide } from "@/lib/platform/concurrency/process-wide";

/**
 * Sent by the server's own Chromium when it loads a report to print it as a PDF for a client: that
 * client's address, vouched for by this process, so the report's page view is audited as the analyst's
 * (from where they asked), not as the server's loopback.
 */
export const PRINTED_FOR_HEADER = "x-registry-lens-printed-for";

// One per process: the PDF route signs in one module graph, the report page checks in another.
const key = processWide("printed-for-key", () => randomBytes(32));

const mac = (address: string) => createHmac("sha256", key).update(address).digest();

/** The header's value for a print made for a client at `address`. */
export function printedForValue(address: string): string {
  return `${address} ${mac(address).toString("hex")}`;
}

/** The address a print was made for, when the request carries this process's own vouching for it; else undefined. */
export function printedFor(headers: Headers): string | undefined {
  const value = headers.get(PRINTED_FOR_HEADER);
  const at = value?.lastIndexOf(" ") ?? -1;
  if (!value || at < 0) return undefined;
  const address = value.slice(0, at);
  const given = Buffer.from(value.slice(at + 1), "hex");
  const expected = mac(address);
  return given.length === expected.length && timingSafeEqual(given, expected) ? address : undefined;
}
