import { decodeViewer, VIEWER_HEADER } from "@/lib/edge/auth/viewer-header";
import type { Viewer } from "@/lib/domain/viewer/viewer";
import { LOCALE_COOKIE, type Locale } from "@/lib/platform/i18n/locales";
import { pickLocale } from "@/lib/platform/i18n/pick-locale";

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
