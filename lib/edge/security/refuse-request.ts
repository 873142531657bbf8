import { AppError } from "@/lib/platform/errors/app-error";
import type { SecurityConfig } from "@/lib/platform/config/security-config";
import { matchPagePath } from "@/lib/domain/routes/page-paths";

/** Whether a Host header names an allowed host: an entry with a port must match it, one without matches any port. */
function hostAllowed(host: string, allowed: readonly string[]): boolean {
  const name = host.toLowerCase();
  const withoutPort = name.replace(/:\d+$/, "");
  return allowed.includes(name) || allowed.includes(withoutPort);
}

/**
 * Whether opening the page at `url` (path and query) has a side effect, so another site must not make a browser
 * open it: a report PDF (printed, stored and audited as an export), and the credential page's refresh (a signed
 * registry call).
 */
export function pageHasSideEffects(url: string): boolean {
  const { pathname, searchParams } = new URL(url, "http://app");
  const page = matchPagePath(pathname)?.page;
  return page === "reportPdf" || (page === "credential" && searchParams.getAll("refresh").includes("1"));
}

/**
 * The identity provider sending the browser back after single sign-on: a top-level navigation from the
 * provider's site to better-auth's callback, whose state, code and PKCE verifier better-auth checks itself.
 */
function isSignInReturn(headers: Headers, url: string | undefined): boolean {
  if (url === undefined) return false;
  const { pathname } = new URL(url, "http://app");
  return (
    pathname.startsWith("/api/auth/callback/") &&
    headers.get("sec-fetch-mode") === "navigate" &&
    headers.get("sec-fetch-dest") === "document"
  );
}

/**
 * Requests the app refuses before doing any work: a Host it does not serve (DNS rebinding lets
 * a hostile page reach a local app under its own name), API calls a browser made for another
 * site (which would spend the registry quota with the analyst's access), and another site's
 * navigation to a page with side effects (`url`, see pageHasSideEffects).
 */
export function refuseRequest(
  headers: Headers,
  isApi: boolean,
  config: SecurityConfig,
  url?: string,
): AppError | undefined {
  const host = headers.get("host") ?? "";
  if (config.allowedHosts && !hostAllowed(host, config.allowedHosts)) {
    return new AppError("host_not_allowed", { key: "hostNotAllowed", values: { host: host.slice(0, 100) } });
  }
  if (headers.get("sec-fetch-site") === "cross-site") {
    if (isApi) return isSignInReturn(headers, url) ? undefined : new AppError("cross_site", "crossSite");
    if (url !== undefined && pageHasSideEffects(url)) return new AppError("cross_site", "crossSitePage");
  }
  return undefined;
}
