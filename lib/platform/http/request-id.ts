/** Header carrying the request id from proxy.ts or apiGate to pages and routes, and back to the caller. */
export const REQUEST_ID_HEADER = "x-request-id";

// Only ids that look like ours are trusted; anything else could smuggle text into logs.
const SAFE_ID = /^[A-Za-z0-9-]{8,64}$/;

/** The request id set by proxy.ts or apiGate, or a fresh one when absent or malformed. */
export function requestIdOf(headers: Headers): string {
  const given = headers.get(REQUEST_ID_HEADER);
  return given !== null && SAFE_ID.test(given) ? given : crypto.randomUUID();
}
