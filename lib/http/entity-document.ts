const ENTITY_PAGE = /^\/entities\/([^/]+)(?:\/report)?\/?$/;

/**
 * A full-page load, which can answer with a status of its own. Client navigations (RSC requests) and
 * prefetches keep their streamed loading skeleton, and explain failures inside the page.
 */
export function isDocumentLoad(method: string, headers: Headers): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  return !headers.has("rsc") && !headers.has("next-router-prefetch");
}

/**
 * The registration number of a full-page load of a profile or report, which must answer with the
 * lookup's own status; undefined for anything else.
 */
export function entityDocumentRegcode(method: string, pathname: string, headers: Headers): string | undefined {
  if (!isDocumentLoad(method, headers)) return undefined;
  const segment = ENTITY_PAGE.exec(pathname)?.[1];
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
