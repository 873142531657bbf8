import type { OwnershipDetermination } from "@/lib/domain/ownership/ownership-types";
import { formatShare } from "@/lib/domain/ownership/share-range";
import { sectionLabel } from "@/lib/registry/record/sections";
import { type OwnershipWords, ownersByVerdict, partyName } from "./ownership-words";

/** Beneficial owners named on the overview, which has three lists to fit on one card; the rest are in the section. */
const NAMED = 3;

/** Where the overview sends a reader for the determination in full. */
function sectionLink(words: OwnershipWords) {
  const section = sectionLabel("ownership", words.locale);
  // Underlined: in a sentence, colour alone would not tell the link from the text around it.
  const link = (chunks: React.ReactNode) => (
    <a href="#ownership" className="underline">
      {chunks}
    </a>
  );
  return { section, link };
}

/**
 * The overview's line on the ownership determination: its beneficial owners (those who qualify, then those who
 * cannot be excluded), or a short state; the whole determination is in the ownership section. Without hooks, so
 * the browser's overview and the report's both word it.
 */
export function DeterminedOwnersSummary({
  determination,
  state,
  words,
}: {
  determination?: OwnershipDetermination;
  /** Why there is no determination to show: it is being determined, or it failed or was not ready for the report. */
  state?: "loading" | "failed" | "resolving";
  words: OwnershipWords;
}) {
  const { t, locale } = words;
  const to = sectionLink(words);
  const beneficial = determination ? ownersByVerdict(determination.owners).beneficial : [];
  const shown = beneficial.slice(0, NAMED);
  const more = beneficial.length - shown.length;
  return (
    <div className="space-y-1" data-overview-determined={determination ? "ready" : state}>
      <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t("overview.heading")}</h4>
      {!determination ? (
        <p className="text-slate-600">{t.rich(`overview.${state ?? "loading"}`, to)}</p>
      ) : shown.length === 0 ? (
        <p>{t.rich("overview.none", to)}</p>
      ) : (
        <>
          <ul className="space-y-1">
            {shown.map((owner) => (
              <li key={owner.key}>
                <span className={owner.name === null ? "font-medium text-amber-900 italic" : "font-medium"}>
                  {partyName(owner, words)}
                </span>
                {owner.sanctioned && (
                  <span className="text-xs font-semibold text-red-800"> ⚠ {t("owners.sanctioned")}</span>
                )}
                <span className="block text-xs text-slate-600">
                  {formatShare(owner.effective, locale)}
                  {owner.beneficialOwner === "cannot-exclude" && ` · ${t("owners.cannotExclude")}`}
                </span>
              </li>
            ))}
          </ul>
          <p className="text-xs">
            {more > 0 ? t.rich("overview.more", { ...to, count: more }) : t.rich("overview.all", to)}
          </p>
        </>
      )}
    </div>
  );
}
