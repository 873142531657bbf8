/**
 * A request line's target as a URL, in origin form (`/api/x?y`) or absolute form (`http://host/api/x`):
 * Node hands either over as req.url, and every check of the path must see the path the router will.
 * Null when it does not parse (`http://[`), which new URL would throw on.
 */
export function requestTarget(url: string): URL | null {
  try {
    return new URL(url, "http://app");
  } catch {
    return null;
  }
}
