import { matchPagePath, type PageMatch } from "@/lib/domain/routes/page-paths";

/**
 * A full-page load, which can answer with a status of its own. Client navigations (RSC requests) and
 * prefetches explain failures inside the page.
 */
export function isDocumentLoad(method: string, headers: Headers): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  return !headers.has("rsc") && !headers.has("next-router-prefetch");
}

/** A profile or report (of the live record or a stored copy) a full-page load opens. */
function entityDocument(method: string, pathname: string, headers: Headers) {
  const match = documentPage(method, pathname, headers);
  return match?.page === "entity" || match?.page === "report" ? match : undefined;
}

function documentPage(method: string, pathname: string, headers: Headers): PageMatch | null {
  return isDocumentLoad(method, headers) ? matchPagePath(pathname) : null;
}

/**
 * The registration number of a full-page load of a profile or report, which must answer with the
 * lookup's own status; undefined for anything else.
 */
export function entityDocumentRegcode(method: string, pathname: string, headers: Headers): string | undefined {
  const match = entityDocument(method, pathname, headers);
  return match?.snapshot === undefined ? match?.regcode : undefined;
}

/** The same for a full-page load of the changes between two stored retrievals (their hashes must be known). */
export function changesDocumentRegcode(method: string, pathname: string, headers: Headers): string | undefined {
  const match = documentPage(method, pathname, headers);
  return match?.page === "changes" ? match.regcode : undefined;
}

/** The same for a full-page load of the list of a number's retrievals (a page past the last is not found). */
export function retrievalsDocumentRegcode(method: string, pathname: string, headers: Headers): string | undefined {
  const match = documentPage(method, pathname, headers);
  return match?.page === "retrievals" ? match.regcode : undefined;
}

/** The number and hash of a full-page load of a stored copy (or its report), which answers with its own status too. */
export function snapshotDocument(
  method: string,
  pathname: string,
  headers: Headers,
): { regcode: string; sha256: string } | undefined {
  const match = entityDocument(method, pathname, headers);
  return match?.snapshot === undefined ? undefined : { regcode: match.regcode, sha256: match.snapshot };
}
