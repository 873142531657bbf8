/** What every part of the profile needs to know besides the data it shows. */
export interface ProfileCtx {
  regcode: string;
  /** Why persons in this answer are withheld, shown beside every placeholder. */
  withheldReason: string;
  /** Rows shown per list before "Show all"; undefined shows every row (print and report). */
  limit: number | undefined;
  /** Lists the analyst asked to see whole (?all=officers). */
  expanded: readonly string[];
  now: number;
}

export function limitFor(ctx: ProfileCtx, listId: string): number | undefined {
  return ctx.expanded.includes(listId) ? undefined : ctx.limit;
}

/** Link that shows one more list whole, keeping the lists already expanded. */
export function expandHref(ctx: ProfileCtx, listId: string): string {
  const params = new URLSearchParams();
  for (const id of [...ctx.expanded, listId]) params.append("all", id);
  return `/entities/${ctx.regcode}?${params.toString()}#${listId}`;
}
