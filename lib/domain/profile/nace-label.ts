import type { Locale } from "@/lib/platform/i18n/locales";
import { MESSAGES } from "@/lib/platform/i18n/messages";

/**
 * The title of a NACE Rev. 2 class in a language, for the codes analysts meet most (the catalogue's
 * record.nace, keyed 49_41 for 49.41 since a key holds no dot); undefined for any other code, which
 * the page then shows alone.
 */
export function naceLabel(code: string | null | undefined, locale: Locale): string | undefined {
  if (!code) return undefined;
  const titles = new Map<string, string>(Object.entries(MESSAGES[locale].record.nace));
  return titles.get(code.trim().replace(".", "_"));
}
