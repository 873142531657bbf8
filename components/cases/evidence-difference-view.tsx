import { useTranslations } from "next-intl";
import type { EvidenceDifference } from "@/lib/domain/cases/case-store";

/** A SHA-256 as a list shows it: its first 12 characters, the whole one on hover and for screen readers. */
export function ShortSha({ sha256 }: { sha256: string }) {
  return (
    <code title={sha256} aria-label={sha256} className="font-mono">
      {sha256.slice(0, 12)}
    </code>
  );
}

/**
 * What refreshing the evidence changed: per number its old and new retrieval, the numbers the structure gained and
 * lost, how many stayed as they were; and that the risk was computed again from it.
 */
export function EvidenceDifferenceView({
  difference,
  determinationPinned,
}: {
  difference: EvidenceDifference;
  determinationPinned: boolean;
}) {
  const t = useTranslations("cases.evidence");
  const { changed, added, removed, unchanged } = difference;
  const nothing = changed.length + added.length + removed.length === 0;
  return (
    <div className="space-y-1 rounded border border-slate-300 bg-slate-50 p-2 text-sm">
      <h3 className="font-medium">{t("changedTitle")}</h3>
      {nothing ? (
        <p>{t("nothingChanged")}</p>
      ) : (
        <ul className="list-disc pl-5">
          {changed.map((c) => (
            <li key={`c-${c.regcode}`} data-change="changed">
              {t.rich("changed", {
                regcode: c.regcode,
                from: () => <ShortSha sha256={c.from} />,
                to: () => <ShortSha sha256={c.to} />,
              })}
            </li>
          ))}
          {added.map((a) => (
            <li key={`a-${a.regcode}`} data-change="added">
              {t.rich("added", { regcode: a.regcode, sha: () => <ShortSha sha256={a.sha256} /> })}
            </li>
          ))}
          {removed.map((r) => (
            <li key={`r-${r.regcode}`} data-change="removed">
              {t.rich("removed", { regcode: r.regcode, sha: () => <ShortSha sha256={r.sha256} /> })}
            </li>
          ))}
        </ul>
      )}
      {unchanged > 0 && !nothing && <p>{t("unchanged", { count: unchanged })}</p>}
      {!determinationPinned && <p className="text-amber-900">{t("determinationPending")}</p>}
      <p>{t("riskAgain")}</p>
    </div>
  );
}
