import type { RawResponse } from "./send-request";
import { registryErrors } from "./registry-errors";

/**
 * A 200 must be JSON; anything else (HTML, text, truncated JSON) is a bad response, never a crash.
 * A parse error is described by where it happened and the body's length: record text stays out of logs.
 */
export function parseJsonBody(response: RawResponse): unknown {
  const type = String(response.headers["content-type"] ?? "");
  if (!type.includes("json"))
    throw registryErrors.badResponse(`content-type ${JSON.stringify(type.slice(0, 80))} instead of JSON`);
  try {
    return JSON.parse(response.body.toString("utf8"));
  } catch (error) {
    // Only the position is kept: the parser's message quotes the text around it.
    const message = error instanceof Error ? error.message : "";
    const position = /position (\d+)/.exec(message)?.[1] ?? (/end of JSON/i.test(message) ? "end" : "unknown");
    throw registryErrors.badResponse(`invalid JSON (position ${position} of ${response.body.length} bytes)`);
  }
}
