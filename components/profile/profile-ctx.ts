import type { SanctionedState } from "@/lib/domain/ownership/sanctioned-parties";
import { pagePaths } from "@/lib/domain/routes/page-paths";
import type { Locale } from "@/lib/platform/i18n/locales";

/** What every part of the profile needs to know besides the data it shows. */
export interface ProfileCtx {
  regcode: string;
  /** The page's language, for labels worded outside a component (table headers). */
  locale: Locale;
  /** Why persons in this answer are withheld, shown beside every placeholder. */
  withheldReason: string;
  /** Rows shown per list before "Show all"; undefined shows every row (print and report). */
  limit: number | undefined;
  /** The page's query: the lists asked to be shown whole (?all=officers) and every other view setting. */
  query: URLSearchParams;
  now: number;
  /** The persons and entities the record's sanctions name, by party key (lib/domain/ownership/party-key.ts). */
  sanctioned?: ReadonlyMap<string, SanctionedState>;
  /** The SHA-256 of the stored copy shown; its links stay on that copy. */
  snapshot?: string;
}

export function limitFor(ctx: ProfileCtx, listId: string): number | undefined {
  return ctx.query.getAll("all").includes(listId) ? undefined : ctx.limit;
}

/** Link that shows one more list whole, keeping the rest of the view (lists already whole, graph date, history filters). */
export function expandHref(ctx: ProfileCtx, listId: string): string {
  const query = new URLSearchParams(ctx.query);
  if (!query.getAll("all").includes(listId)) query.append("all", listId);
  return `${pagePaths.entity(ctx.regcode, ctx.snapshot)}?${query.toString()}#${listId}`;
}
