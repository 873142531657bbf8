/**
 * A request target (path and raw query, as sent on the wire) split where signing needs it: at the
 * first "?". The query stays raw; canonicalQuery decodes and orders it.
 */
export function splitTarget(target: string): { path: string; query: string } {
  const queryStart = target.indexOf("?");
  return queryStart === -1
    ? { path: target, query: "" }
    : { path: target.slice(0, queryStart), query: target.slice(queryStart + 1) };
}
