import type { RawResponse } from "./send-request";
import { jsonErrorPosition } from "./json-error-position";
import { registryErrors } from "./registry-errors";

/**
 * A 200 must be JSON; anything else (HTML, text, truncated JSON) is a bad response, never a crash.
 * A parse error is described by where it happened and the body's length: record text stays out of logs.
 */
export function parseJsonBody(response: RawResponse): unknown {
  const type = String(response.headers["content-type"] ?? "");
  if (!type.includes("json"))
    throw registryErrors.badResponse(`content-type ${JSON.stringify(type.slice(0, 80))} instead of JSON`);
  const text = response.body.toString("utf8");
  try {
    return JSON.parse(text);
  } catch {
    // Never the parser's message: it quotes the record text around the error.
    const position = jsonErrorPosition(text) ?? "unknown";
    throw registryErrors.badResponse(`invalid JSON at character ${position} of a ${response.body.length}-byte body`);
  }
}
