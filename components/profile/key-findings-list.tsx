import type { KeyFinding } from "@/lib/profile/key-findings";

const TONE: Record<KeyFinding["tone"], string> = {
  danger: "border-red-300 bg-red-50 text-red-950",
  warning: "border-amber-300 bg-amber-50 text-amber-950",
  info: "border-slate-300 bg-white text-slate-900",
};

/** The findings an analyst must not miss, each linking to the section that shows them. */
export function KeyFindingsList({ findings }: { findings: KeyFinding[] }) {
  return (
    <section aria-labelledby="key-findings-heading" id="key-findings" className="space-y-2">
      <h2 id="key-findings-heading" className="text-lg font-semibold">
        Key findings
      </h2>
      {findings.length === 0 ? (
        <p className="text-sm text-slate-600">
          No sanctions, proceedings, special statuses, annulled entries or withheld persons in this record.
        </p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {findings.map((f) => (
            <li key={f.key} className={`rounded border px-3 py-2 text-sm ${TONE[f.tone]}`} data-finding={f.key}>
              <a href={`#${f.anchor}`} className="font-semibold text-inherit">
                {f.label}
                {f.count !== null && <span> ({f.count})</span>}
              </a>
              {f.detail && <span className="block text-xs">{f.detail}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
