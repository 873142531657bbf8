/** A query string to read, whether a page's (see pageQuery), a route's URL or the browser's address. */
export type QueryReader = Pick<URLSearchParams, "get" | "getAll">;

/**
 * A page's searchParams (as Next passes them) as URLSearchParams: the one way pages, sections and
 * links read their address's query and extend it, so a link written from it keeps every view setting.
 */
export function pageQuery(params: Record<string, string | string[] | undefined>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const one of [value ?? []].flat()) query.append(name, one);
  }
  return query;
}

/** 1-based page number; anything else is the first page. */
export function pageFromParams(query: QueryReader): number {
  const page = Number(query.get("page"));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
