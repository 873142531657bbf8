import type { Locale } from "./locales";
import { translator } from "./translator";

/** A page's title in the browser's tab and history: the page's own words, then the app's name. */
export function pageTitle(title: string, locale: Locale): string {
  return `${title} · ${translator(locale, "common")("appName")}`;
}
