import { formatPercent } from "@/lib/platform/format/format-percent";
import type { Locale } from "@/lib/platform/i18n/locales";
import type { ShareRange } from "./ownership-types";

/**
 * A share of the entity as the determination states it: exact ("26.00%") or the range the register's data
 * allows ("10.00–35.00%", the sign once). Computed shares keep two decimals (`fixed`); a figure the register
 * states is written as stated ("60%"). Both ends are cut, never rounded up past a threshold.
 */
export function formatShare(range: ShareRange, locale: Locale, { fixed = true }: { fixed?: boolean } = {}): string {
  const max = formatPercent(range.max, locale, { fixed });
  const min = formatPercent(range.min, locale, { fixed });
  if (min === max) return max;
  // A range's lower end too small to show is 0 ("0.00–35.00%"), not "< 0.01" before a dash.
  const low = min.startsWith("<") ? formatPercent(0, locale, { fixed }) : min;
  return `${low.slice(0, -1)}–${max}`;
}
