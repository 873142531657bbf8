import { formatUtcTime } from "@/lib/format/format-utc-time";
import type { Comparison } from "@/lib/changes/compare-retrievals";
import type { AppError } from "@/lib/errors/app-error";
import { ChangesList } from "./changes-list";

/** The report's optional "Changes since …" section: what changed from an earlier retrieval to the one reported. */
export function ReportChangesSection({ outcome }: { outcome: { comparison: Comparison } | { error: AppError } }) {
  const heading =
    "comparison" in outcome && outcome.comparison.kind === "compared"
      ? `Changes since ${formatUtcTime(outcome.comparison.from.retrievedAt)}`
      : "Changes since an earlier retrieval";
  return (
    <section
      id="changes-since"
      aria-labelledby="changes-since-heading"
      className="space-y-3 border-t border-slate-200 pt-4"
    >
      <h2 id="changes-since-heading" className="text-lg font-semibold">
        {heading}
      </h2>
      {"error" in outcome ? (
        <p role="alert">The changes could not be shown: {outcome.error.message}</p>
      ) : outcome.comparison.kind === "compared" ? (
        <>
          <p className="text-sm">
            From the retrieval with SHA-256 <code className="break-all">{outcome.comparison.from.sha256}</code> to the
            one this report shows.
          </p>
          <ChangesList changes={outcome.comparison.changes} idPrefix="changes-since" level={3} />
        </>
      ) : (
        <p>Nothing to compare: fewer than two distinct retrievals of this entity are stored.</p>
      )}
    </section>
  );
}
