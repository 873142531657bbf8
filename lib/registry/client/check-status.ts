import { registryErrors } from "./registry-errors";
import type { RawResponse } from "./send-request";

/** Parses Retry-After given in seconds or as an HTTP date; capped by the caller. */
export function retryAfterSeconds(response: RawResponse, nowMs: number): number | undefined {
  const value = response.headers["retry-after"];
  if (typeof value !== "string") return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - nowMs) / 1000));
}

const isJson = (response: RawResponse) => String(response.headers["content-type"] ?? "").includes("json");

/** Turns a non-200 answer into the client's typed error; the body is never assumed to be JSON. */
export function checkStatus(response: RawResponse, operation: "legal" | "identity", regcode = ""): void {
  const { status } = response;
  if (status === 200) return;
  if (status === 401) throw registryErrors.credentialRejected(status);
  if (status === 403) throw registryErrors.scopeMissing(operation);
  // A JSON 404 on a lookup means "no such entity"; an HTML 404 means the route itself is wrong.
  if (status === 404 && operation === "legal" && isJson(response)) throw registryErrors.notFound(regcode);
  if (status === 429) throw registryErrors.rateLimited(retryAfterSeconds(response, Date.now()));
  throw registryErrors.failure(status, {
    length: response.body.length,
    contentType: String(response.headers["content-type"] ?? ""),
  });
}
