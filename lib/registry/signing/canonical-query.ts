import { percentDecode } from "./percent-decode";
import { percentEncode } from "./percent-encode";

/**
 * The spec's canonical query: pairs ordered by key with a stable sort (equal keys
 * keep their original order, unlike AWS SigV4 which also sorts by value), each
 * key and value decoded and re-encoded. The spec sorts before it re-encodes, so the
 * order is that of the decoded keys' UTF-8 bytes ("a b" before "a!", though "a+b" sorts after "a%21").
 */
export function canonicalQuery(rawQuery: string): string {
  const query = rawQuery.startsWith("?") ? rawQuery.slice(1) : rawQuery;
  if (query === "") return "";
  const pairs = query
    .split("&")
    .filter((pair) => pair !== "")
    .map((pair) => {
      const eq = pair.indexOf("=");
      const key = percentDecode(eq === -1 ? pair : pair.slice(0, eq));
      const value = percentDecode(eq === -1 ? "" : pair.slice(eq + 1));
      return { sortKey: Buffer.from(key, "utf8"), key: percentEncode(key), value: percentEncode(value) };
    });
  // Array.prototype.sort is stable (ES2019), which is what keeps a=2&a=1 in order.
  pairs.sort((a, b) => Buffer.compare(a.sortKey, b.sortKey));
  return pairs.map(({ key, value }) => `${key}=${value}`).join("&");
}
