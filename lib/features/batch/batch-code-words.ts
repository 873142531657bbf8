import type { Locale } from "@/lib/platform/i18n/locales";
import { codeLabel } from "@/lib/registry/record/labels";

/**
 * A result row with its register codes also in words of a language: status IN_LIQUIDATION is "In liquidation"
 * or "Likvidācijas procesā", legal form IESTADE "Public authority" or "Iestāde". The results API words them,
 * so the browser's table carries no code catalogue.
 */
export function withCodeWords<T extends { status: string | null; legalForm: string | null }>(
  row: T,
  locale: Locale,
): T & { statusWords: string | null; legalFormWords: string | null } {
  const words = (code: string | null) => (code === null ? null : codeLabel(code, locale));
  return { ...row, statusWords: words(row.status), legalFormWords: words(row.legalForm) };
}
