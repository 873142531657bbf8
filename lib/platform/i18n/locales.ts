/** The languages the app speaks; English is the default and the fallback for anything unsupported. */
export const LOCALES = ["en", "lv"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Holds the language chosen with the header switch, for a browser nobody is signed in on. */
export const LOCALE_COOKIE = "registry-lens-locale";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}
