import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";

export interface LocaleSources {
  /** The language saved with the signed-in account. */
  saved?: string | null;
  /** The language cookie set by the header switch. */
  cookie?: string | null;
  acceptLanguage?: string | null;
}

/**
 * The language of a request: the account's choice, else the browser's stored choice, else the first
 * supported language the browser asks for, else English. The address never carries it, so a shared
 * link opens in the recipient's language.
 */
export function pickLocale({ saved, cookie, acceptLanguage }: LocaleSources): Locale {
  if (isLocale(saved)) return saved;
  if (isLocale(cookie)) return cookie;
  return fromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}

function fromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranges = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { language: tag.trim().toLowerCase().split("-")[0] ?? "", q: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.q > 0 && !Number.isNaN(range.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranges.map((range) => range.language).find(isLocale);
}
