import type { GraphWords } from "./graph-words";

/** What the lines and colours mean, in words, on screen and on paper. */
export function GraphLegend({
  withheld,
  words: { t },
}: {
  /** Set, with the placeholder's words, when the drawing has a withheld person. */
  withheld: string | null;
  words: GraphWords;
}) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
      <li>{t("legend.arrow")}</li>
      <li>{t("legend.lines")}</li>
      <li>
        {t.rich("legend.sanctioned", {
          badge: (chunks) => <span className="font-bold text-red-800">{chunks}</span>,
          // The same words as the badge on the boxes, so the key reads like what it explains.
          label: t("nodes.sanctionedBadge"),
        })}
      </li>
      {/* Only when drawn: under a credential that sees personal details the phrase would mislead. */}
      {withheld && <li>{t.rich("legend.withheld", { name: (chunks) => <em>{chunks}</em>, label: withheld })}</li>}
      <li>
        {t.rich("legend.declared", {
          mark: (chunks) => <span className="font-bold text-violet-700">{chunks}</span>,
          label: t("lines.declaredMark"),
        })}
      </li>
      <li>
        {t.rich("legend.loop", {
          mark: (chunks) => <span className="font-bold text-orange-800">{chunks}</span>,
          label: t("lines.loopMark"),
        })}
      </li>
      <li>{t("legend.shapes")}</li>
    </ul>
  );
}
