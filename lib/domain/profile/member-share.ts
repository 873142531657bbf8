import type { Locale } from "@/lib/platform/i18n/locales";
import { formatFigure } from "@/lib/platform/i18n/format-figure";
import { translator } from "@/lib/platform/i18n/translator";
import type { Member } from "@/lib/registry/schemas/lists";

function toNumber(value: unknown): number | null {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
}

/**
 * What a member holds, in the words the graph and the history both use: the percentage when given,
 * else the number of shares; `label` is null when the record states neither. Figures keep every digit
 * the register gave, with the language's decimal mark and no grouping.
 */
export function memberShare(
  details: Member["share_holder_details"],
  locale: Locale,
): { label: string | null; percent: number | null } {
  const percent = toNumber(details?.in_percent);
  if (percent !== null) return { label: `${formatFigure(percent, locale)}%`, percent };
  const shares = toNumber(details?.number_of_shares);
  if (shares === null) return { label: null, percent: null };
  return {
    label: translator(locale, "record")("shares", { count: shares, shares: formatFigure(shares, locale) }),
    percent: null,
  };
}
