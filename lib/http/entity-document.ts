const ENTITY_PAGE = /^\/entities\/([^/]+)(?:\/report)?\/?$/;
const CHANGES_PAGE = /^\/entities\/([^/]+)\/changes\/?$/;

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
  return documentRegcode(ENTITY_PAGE, method, pathname, headers);
}

/** The same for a full-page load of the changes between two stored retrievals (their hashes must be known). */
export function changesDocumentRegcode(method: string, pathname: string, headers: Headers): string | undefined {
  return documentRegcode(CHANGES_PAGE, method, pathname, headers);
}

function documentRegcode(page: RegExp, method: string, pathname: string, headers: Headers): string | undefined {
  if (!isDocumentLoad(method, headers)) return undefined;
  const segment = page.exec(pathname)?.[1];
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
