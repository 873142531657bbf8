const ENTITY_PAGE = /^\/entities\/([^/]+)(?:\/report)?\/?$/;
const CHANGES_PAGE = /^\/entities\/([^/]+)\/changes\/?$/;
const RETRIEVALS_PAGE = /^\/entities\/([^/]+)\/retrievals\/?$/;
const SNAPSHOT_PAGE = /^\/entities\/([^/]+)\/snapshots\/([^/]+)(?:\/report)?\/?$/;

/**
 * A full-page load, which can answer with a status of its own. Client navigations (RSC requests) and
 * prefetches explain failures inside the page.
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

/** The same for a full-page load of the list of a number's retrievals (a page past the last is not found). */
export function retrievalsDocumentRegcode(method: string, pathname: string, headers: Headers): string | undefined {
  return documentRegcode(RETRIEVALS_PAGE, method, pathname, headers);
}

/** The number and hash of a full-page load of a stored copy (or its report), which answers with its own status too. */
export function snapshotDocument(
  method: string,
  pathname: string,
  headers: Headers,
): { regcode: string; sha256: string } | undefined {
  const match = isDocumentLoad(method, headers) ? SNAPSHOT_PAGE.exec(pathname) : null;
  const regcode = decoded(match?.[1]);
  const sha256 = decoded(match?.[2]);
  return regcode === undefined || sha256 === undefined ? undefined : { regcode, sha256 };
}

function documentRegcode(page: RegExp, method: string, pathname: string, headers: Headers): string | undefined {
  return isDocumentLoad(method, headers) ? decoded(page.exec(pathname)?.[1]) : undefined;
}

function decoded(segment: string | undefined): string | undefined {
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
