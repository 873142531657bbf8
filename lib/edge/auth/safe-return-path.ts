import { pagePaths } from "@/lib/domain/routes/page-paths";

/** URL.parse, which the sign-in form's older browsers lack. */
function parseUrl(value: string, base: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/**
 * Where to go after signing in: only a path on this site ("/entities/…?tab=x"), never another
 * origin ("//evil.example", "/\evil.example", "https://…") and, unless allowed (the language switch
 * on the sign-in page), never back to the sign-in page.
 */
export function safeReturnPath(next: string | null | undefined, { allowSignIn = false } = {}): string {
  if (!next || !next.startsWith("/") || next.startsWith("//")) return "/";
  // Browsers treat tabs and newlines in addresses as absent, which could turn "/\t/evil" into "//evil".
  if (/[\u0000-\u001f\\]/.test(next)) return "/";
  const url = parseUrl(next, "http://same.invalid");
  if (!url) return "/";
  if (url.origin !== "http://same.invalid" || (url.pathname === pagePaths.signIn() && !allowSignIn)) return "/";
  const path = `${url.pathname}${url.search}`;
  // Checked after normalising: "/.//evil.example" becomes "//evil.example", another origin to a browser.
  return path.startsWith("//") ? "/" : path;
}

/**
 * Whether a callback address better-auth is handed leads back to this site: an address on `origin`, or
 * a path safeReturnPath keeps as it is (a #fragment may follow).
 */
export function isOwnAddress(value: unknown, origin: string): boolean {
  if (typeof value !== "string") return false;
  const url = parseUrl(value, origin);
  if (!url || url.origin !== origin) return false;
  if (/^[a-z][a-z\d+.-]*:/i.test(value)) return true;
  const path = value.replace(/#[^]*$/, "");
  return safeReturnPath(path, { allowSignIn: true }) === path;
}
