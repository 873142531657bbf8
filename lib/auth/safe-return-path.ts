/**
 * Where to go after signing in: only a path on this site ("/entities/…?tab=x"), never another
 * origin ("//evil.example", "/\evil.example", "https://…") and never back to the sign-in page.
 */
export function safeReturnPath(next: string | null | undefined): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return "/";
  // Browsers treat tabs and newlines in addresses as absent, which could turn "/\t/evil" into "//evil".
  if (/[\u0000-\u001f\\]/.test(next)) return "/";
  const url = new URL(next, "http://same.invalid");
  if (url.origin !== "http://same.invalid" || url.pathname === "/sign-in") return "/";
  return `${url.pathname}${url.search}`;
}
