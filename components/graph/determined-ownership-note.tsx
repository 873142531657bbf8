import type { GraphWords } from "./graph-words";
import { formatDate } from "@/lib/platform/format/format-date";

/**
 * In place of the graph's own ownership estimate once the ownership determination is at hand: the two
 * are computed differently (ranges for unstated shares, joint holdings, control, the threshold), so the
 * section names the determination and the panel that shows it instead of a second set of figures.
 */
export function DeterminedOwnershipNote({
  determinedAt,
  records,
  allDrawn,
  words: { t, locale },
}: {
  determinedAt: string;
  records: number;
  /** Every record the determination read is merged into the graph. */
  allDrawn: boolean;
  words: GraphWords;
}) {
  return (
    <div className="space-y-1 text-sm">
      <h3 className="font-semibold">{t("ownership.heading")}</h3>
      <p>{t("ownership.determined", { date: formatDate(determinedAt, locale), count: records })}</p>
      <p className="text-slate-600">{t(allDrawn ? "ownership.chainDrawn" : "ownership.chainNotDrawn")}</p>
    </div>
  );
}
