import type { SectionAnchor } from "@/lib/registry/record/sections";
import { SectionTitle } from "@/components/ui/section-title";

/** A profile section: an h2 reachable by its anchor, with an optional note beside the heading. */
export function Section({
  id,
  title,
  note,
  children,
}: {
  id: SectionAnchor;
  title: string;
  note?: React.ReactNode;
  children: React.ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="record-section scroll-mt-4 space-y-3 border-t border-slate-200 pt-4"
    >
      <div className="flex flex-wrap items-baseline gap-x-2">
        <SectionTitle id={headingId}>{title}</SectionTitle>
        {note !== undefined && <span className="text-sm text-slate-600">{note}</span>}
      </div>
      {children}
    </section>
  );
}

/** A part of a section, with its own anchor so findings can point at it. */
export function SubSection({ id, title, children }: { id?: string; title: string; children: React.ReactNode }) {
  return (
    <div id={id} className="scroll-mt-4 space-y-2">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </div>
  );
}
