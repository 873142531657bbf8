import type { Locale } from "@/lib/i18n/locales";
import { codeLabel } from "@/lib/record/labels";

/**
 * A result row with its register status also in words of a language: IN_LIQUIDATION is "In liquidation"
 * or "Likvidācijas procesā". The results API words it, so the browser's table carries no code catalogue.
 */
export function withStatusWords<T extends { status: string | null }>(
  row: T,
  locale: Locale,
): T & { statusWords: string | null } {
  return { ...row, statusWords: row.status === null ? null : codeLabel(row.status, locale) };
}
