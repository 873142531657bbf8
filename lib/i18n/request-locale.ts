import { decodeViewer, VIEWER_HEADER } from "@/lib/auth/viewer-header";
import type { Viewer } from "@/lib/auth/viewer";
import { LOCALE_COOKIE, type Locale } from "./locales";
import { pickLocale } from "./pick-locale";

/** The language of a request from its headers: see pickLocale for the order. */
export function requestLocale(headers: Headers, viewer?: Viewer | null): Locale {
  const who = viewer === undefined ? decodeViewer(headers.get(VIEWER_HEADER)) : viewer;
  return pickLocale({
    saved: who?.locale,
    cookie: cookieValue(headers.get("cookie"), LOCALE_COOKIE),
    acceptLanguage: headers.get("accept-language"),
  });
}

function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}
