/**
 * Whether a URL path holds a %-escape that does not decode (e.g. "%zz", or "%E0%A4", half a
 * UTF-8 character). Next.js answers those with a bare 500 while decoding route parameters,
 * so they are turned away first (proxy.ts for pages, scripts/serve.ts for the API).
 */
export function hasMalformedEscape(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}
