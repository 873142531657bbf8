import type { RawResponse } from "./send-request";
import { jsonErrorPosition } from "./json-error-position";
import { registryErrors } from "./registry-errors";

// Fatal on malformed UTF-8: the body text must encode back to the very bytes that were hashed and are kept as evidence.
const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/**
 * A 200 must be JSON in UTF-8; anything else (HTML, text, other bytes, truncated JSON) is a bad response, never
 * a crash. Gives the parsed value and the body's exact text, decoded once (a large record is megabytes).
 * A parse error is described by where it happened and the body's length: record text stays out of logs.
 */
export function parseJsonBody(response: RawResponse): { json: unknown; text: string } {
  const type = String(response.headers["content-type"] ?? "");
  if (!type.includes("json"))
    throw registryErrors.badResponse(`content-type ${JSON.stringify(type.slice(0, 80))} instead of JSON`);
  let text: string;
  try {
    text = utf8.decode(response.body);
  } catch {
    throw registryErrors.badResponse(`the ${response.body.length}-byte body is not valid UTF-8`);
  }
  try {
    return { json: JSON.parse(text), text };
  } catch {
    // Never the parser's message: it quotes the record text around the error.
    const position = jsonErrorPosition(text) ?? "unknown";
    throw registryErrors.badResponse(`invalid JSON at character ${position} of a ${response.body.length}-byte body`);
  }
}
