import type { RawResponse } from "./send-request";
import { registryErrors } from "./registry-errors";

/** A 200 must be JSON; anything else (HTML, text, truncated JSON) is a bad response, never a crash. */
export function parseJsonBody(response: RawResponse): unknown {
  const type = String(response.headers["content-type"] ?? "");
  if (!type.includes("json")) throw registryErrors.badResponse(`content-type "${type}" instead of JSON`);
  try {
    return JSON.parse(response.body.toString("utf8"));
  } catch (error) {
    throw registryErrors.badResponse(`invalid JSON (${response.body.length} bytes): ${String(error)}`);
  }
}
