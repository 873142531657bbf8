/**
 * The app's pages, each address declared once: builders and the parser both follow from it. `:name` is one
 * path segment of any text (the page itself validates it: a malformed number gets its own explanation),
 * `{…}` a part that is there or not. In the order Next.js prefers them: /batches/new before /batches/:id.
 */
const PAGES = {
  home: "/",
  search: "/search",
  signIn: "/sign-in",
  entity: "/entities/:regcode{/snapshots/:snapshot}",
  report: "/entities/:regcode{/snapshots/:snapshot}/report",
  reportPdf: "/entities/:regcode{/snapshots/:snapshot}/report.pdf",
  changes: "/entities/:regcode/changes",
  retrievals: "/entities/:regcode/retrievals",
  batches: "/batches",
  newBatch: "/batches/new",
  batch: "/batches/:id",
  batchReport: "/batches/:id/report",
  watchlists: "/watchlists",
  alerts: "/alerts",
  cases: "/cases",
  case: "/cases/:id",
  audit: "/audit",
  credential: "/credential",
  accountTokens: "/account/tokens",
  accountSecurity: "/account/security",
  apiReference: "/api-docs",
  admin: "/admin",
  adminUsers: "/admin/users",
} as const;

export type PageName = keyof typeof PAGES;

type ParamNames<Pattern extends string> = Pattern extends `${infer Head}/${infer Tail}`
  ? ParamNames<Head> | ParamNames<Tail>
  : Pattern extends `:${infer Name}`
    ? Name
    : never;

type ParamsOf<Pattern extends string> = Pattern extends `${infer Head}{${infer Optional}}${infer Tail}`
  ? { [Name in ParamNames<`${Head}${Tail}`>]: string } & { [Name in ParamNames<Optional>]?: string }
  : { [Name in ParamNames<Pattern>]: string };

type Flat<T> = { [Key in keyof T]: T[Key] };

export type PageParams<Page extends PageName> = Flat<ParamsOf<(typeof PAGES)[Page]>>;

/** A page an address opens, with its parameters decoded. */
export type PageMatch = { [Page in PageName]: Flat<{ page: Page } & PageParams<Page>> }[PageName];

/** The address of `page`; an optional part is left out unless all its parameters are given. */
function build<Page extends PageName>(page: Page, params: PageParams<Page>): string {
  const values = params as Record<string, string | undefined>;
  const fill = (part: string) => part.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name]!));
  return PAGES[page].replace(/\{([^}]*)\}|[^{]+/g, (part, optional?: string) => {
    if (optional === undefined) return fill(part);
    const names = [...optional.matchAll(/:(\w+)/g)].map(([, name]) => name);
    return names.every((name) => values[name] !== undefined) ? fill(optional) : "";
  });
}

/** The page's address as a regular expression: any segment for a parameter, and an optional trailing slash. */
function matcher(pattern: string): RegExp {
  const source = pattern
    .replace(/\/$/, "")
    .replace(/[.*+?^$()|[\]\\]/g, "\\$&")
    .replace(/:(\w+)/g, "(?<$1>[^/]+)")
    .replace(/\{([^}]*)\}/g, "(?:$1)?");
  return new RegExp(`^${source}/?$`);
}

const MATCHERS = Object.entries(PAGES).map(([page, pattern]) => ({ page, regex: matcher(pattern) }));

/**
 * The page `pathname` opens, with its parameters, or null. No page has an address whose parameters do not
 * decode (the proxy shows such an address the not-found page).
 */
export function matchPagePath(pathname: string): PageMatch | null {
  for (const { page, regex } of MATCHERS) {
    const match = regex.exec(pathname);
    if (!match) continue;
    const params: Record<string, string> = {};
    for (const [name, value] of Object.entries(match.groups ?? {})) {
      if (value === undefined) continue;
      try {
        params[name] = decodeURIComponent(value);
      } catch {
        return null;
      }
    }
    return { page, ...params } as PageMatch;
  }
  return null;
}

/** The address of every page, with its parameters encoded. */
export const pagePaths = {
  home: () => build("home", {}),
  search: () => build("search", {}),
  signIn: () => build("signIn", {}),
  /** The profile of an entity: the live one, or the stored copy with this SHA-256 (its permalink). */
  entity: (regcode: string, snapshot?: string) => build("entity", { regcode, snapshot }),
  /** The printable report of an entity: of the live record, or of the stored copy with this SHA-256. */
  report: (regcode: string, snapshot?: string) => build("report", { regcode, snapshot }),
  /** The same report as a PDF printed on the server. */
  reportPdf: (regcode: string, snapshot?: string) => build("reportPdf", { regcode, snapshot }),
  /** The changes page of a number: between two stored retrievals, or by default its two latest distinct ones. */
  changes: (regcode: string, from?: string, to?: string) => {
    const query = from && to ? `?${new URLSearchParams({ from, to })}` : "";
    return `${build("changes", { regcode })}${query}`;
  },
  /** The full list of an entity's retrievals. */
  retrievals: (regcode: string) => build("retrievals", { regcode }),
  batches: () => build("batches", {}),
  newBatch: () => build("newBatch", {}),
  batch: (id: number | string) => build("batch", { id: String(id) }),
  batchReport: (id: number | string) => build("batchReport", { id: String(id) }),
  watchlists: () => build("watchlists", {}),
  alerts: () => build("alerts", {}),
  /** The case inbox; `query` "" or "?view=…&state=…". */
  cases: (query = "") => `${build("cases", {})}${query}`,
  /** One case: its decision, risk, evidence, notes and history. */
  case: (id: number | string) => build("case", { id: String(id) }),
  audit: () => build("audit", {}),
  credential: () => build("credential", {}),
  /** The signed-in user's API tokens: make, list and revoke them. */
  accountTokens: () => build("accountTokens", {}),
  /** The account's sign-in security: its second factor (authenticator app) and recovery codes. */
  accountSecurity: () => build("accountSecurity", {}),
  /** The API's reference, rendered from its OpenAPI description. */
  apiReference: () => build("apiReference", {}),
  admin: () => build("admin", {}),
  adminUsers: () => build("adminUsers", {}),
} satisfies Record<PageName, (...params: never[]) => string>;
