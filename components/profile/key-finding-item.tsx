import type { KeyFinding } from "@/lib/domain/profile/key-findings";

const TONE: Record<KeyFinding["tone"], string> = {
  danger: "border-red-300 bg-red-50 text-red-950",
  warning: "border-amber-300 bg-amber-50 text-amber-950",
  info: "border-slate-300 bg-white text-slate-900",
};

/** One key finding, worded by its list: a link to the section that shows it, its count, what that is made of and who. */
export function KeyFindingItem({
  finding,
  label,
  detail,
  lines,
  href = `#${finding.anchor}`,
}: {
  finding: KeyFinding;
  label: string;
  detail?: string;
  /** Who or what the finding is about, a line each (the sanctions' listings). */
  lines?: readonly string[];
  /** Where the finding leads: its section in this document, unless the document has no such section. */
  href?: string;
}) {
  return (
    <li className={`rounded border px-3 py-2 text-sm ${TONE[finding.tone]}`} data-finding={finding.key}>
      {/* Paper prints no address after it: the label says where it leads. */}
      <a
        href={href}
        className="font-semibold text-inherit underline"
        data-href-shown={href.startsWith("#") ? undefined : ""}
      >
        {label}
        {"count" in finding && <span> ({finding.count})</span>}
      </a>
      {detail && <span className="block text-xs">{detail}</span>}
      {lines && lines.length > 0 && (
        <ul className="mt-1 list-disc pl-4 text-xs">
          {lines.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      )}
    </li>
  );
}
