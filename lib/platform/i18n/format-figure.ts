import { LOCALES, type Locale } from "./locales";

// Made once per language: the graph and the history write thousands of figures.
const FIGURES = new Map(
  LOCALES.map((locale) => [locale, new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 20 })]),
);

/**
 * A figure from the register as the language writes it: every digit kept, the language's decimal mark
 * ("12.5", "12,5"), no grouping.
 */
export function formatFigure(n: number, locale: Locale): string {
  return (FIGURES.get(locale) ?? new Intl.NumberFormat(locale)).format(n);
}
