import { LOCALE_COOKIE, type Locale } from "./locales";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The Set-Cookie value that keeps a browser's language choice; read on the server only. */
export function localeCookie(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
}
