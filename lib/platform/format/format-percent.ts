import { formatFigure } from "@/lib/platform/i18n/format-figure";
import type { Locale } from "@/lib/platform/i18n/locales";

// Made once per language: an ownership determination writes a share per owner, path and record.
const TWO_DECIMALS = new Map<Locale, Intl.NumberFormat>();

function twoDecimals(n: number, locale: Locale): string {
  let format = TWO_DECIMALS.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { useGrouping: false, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    TWO_DECIMALS.set(locale, format);
  }
  return format.format(n);
}

/**
 * A share as the graph and ownership summary write it: at most two decimals, no trailing zeros, the
 * decimal mark of the language ("12.5%", "12,5%"). Cut, not rounded, so a share never reads as reaching
 * a threshold it misses (49.996% is "49.99%", not "50%" beside a verdict of "below 50%"), and a share
 * too small to show is "< 0.01%", never "0%". With `fixed`, always two decimals ("26.00%"): an
 * ownership determination's computed shares, where "26%" would read as a figure the register states.
 */
export function formatPercent(n: number, locale: Locale, { fixed = false }: { fixed?: boolean } = {}): string {
  // The small allowance absorbs floating-point noise such as 0.6 × 0.8 × 100 = 47.99999999999999.
  const cut = Math.floor(n * 100 + 1e-7) / 100;
  const write = fixed ? twoDecimals : formatFigure;
  if (n > 0 && cut === 0) return `< ${write(0.01, locale)}%`;
  return `${write(cut, locale)}%`;
}
