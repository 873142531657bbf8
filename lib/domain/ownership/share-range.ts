import { formatPercent } from "@/lib/domain/graph/format-percent";
import type { Locale } from "@/lib/platform/i18n/locales";
import type { OwnershipRule, ShareRange } from "./ownership-types";

// Products of shares carry floating-point noise (0.5 × 0.5 × 100 may come out a hair off 25).
const NOISE = 1e-9;

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

/** Whether a share reaches the rule's threshold ("more than 25%" or "25% or more"). */
export function reachesThreshold(share: number, rule: Pick<OwnershipRule, "threshold" | "inclusive">): boolean {
  return rule.inclusive ? share >= rule.threshold - NOISE : share > rule.threshold + NOISE;
}
