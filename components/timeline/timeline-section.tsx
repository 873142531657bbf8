import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import { buildTimeline } from "@/lib/timeline/build-timeline";
import { Section } from "@/components/profile/section";
import { TimelineExplorer } from "./timeline-explorer";

/**
 * The history of the entity: every dated fact of the record, newest first. Events are computed on
 * the server; filtering and paging happen in a small client part, and printing lists every event.
 */
export function TimelineSection({ record }: { record: LegalEntity }) {
  const events = buildTimeline(record);
  return (
    <Section
      id="history"
      title="History"
      note={events.length === 1 ? "1 dated event" : `${events.length} dated events`}
    >
      {events.length === 0 ? (
        <p className="text-sm text-slate-600">The record holds no dated events.</p>
      ) : (
        <TimelineExplorer events={events} />
      )}
    </Section>
  );
}
