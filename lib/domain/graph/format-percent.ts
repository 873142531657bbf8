import { formatFigure } from "@/lib/platform/i18n/format-figure";
import type { Locale } from "@/lib/platform/i18n/locales";

/**
 * A share as the graph and ownership summary write it: at most two decimals, no trailing zeros, the
 * decimal mark of the language ("12.5%", "12,5%"). Cut, not rounded, so a share never reads as reaching
 * a threshold it misses (49.996% is "49.99%", not "50%" beside a verdict of "below 50%"), and a share
 * too small to show is "< 0.01%", never "0%".
 */
export function formatPercent(n: number, locale: Locale): string {
  // The small allowance absorbs floating-point noise such as 0.6 × 0.8 × 100 = 47.99999999999999.
  const cut = Math.floor(n * 100 + 1e-7) / 100;
  if (n > 0 && cut === 0) return `< ${formatFigure(0.01, locale)}%`;
  return `${formatFigure(cut, locale)}%`;
}
