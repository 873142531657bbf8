import { pagePaths } from "@/lib/domain/routes/page-paths";

/**
 * Addresses anyone may reach without signing in: the sign-in page and its language switch, better-auth's
 * routes and the probes.
 */
export function isPublicPath(pathname: string): boolean {
  return (
    pathname === pagePaths.signIn() ||
    pathname === "/api/preferences/language" ||
    pathname.startsWith("/api/auth/") ||
    pathname === "/api/ping" ||
    pathname === "/api/health"
  );
}

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * A state-changing request must come from the app's own pages: no other site may act through a browser.
 * Under the app's `Referrer-Policy: no-referrer`, Chromium sends a plain form's POST with `Origin: null`;
 * such a request is the app's own only when the browser itself says so in `Sec-Fetch-Site`.
 */
export function isCrossOriginWrite(
  method: string,
  originHeader: string | null,
  ownOrigin: string,
  fetchSite: string | null = null,
): boolean {
  if (!UNSAFE_METHODS.has(method.toUpperCase())) return false;
  if (originHeader === "null") return fetchSite !== "same-origin";
  return originHeader !== ownOrigin;
}
