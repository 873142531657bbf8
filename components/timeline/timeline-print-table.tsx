import { TIMELINE_CATEGORIES } from "@/lib/record/timeline-categories";
import type { TimelineEvent } from "@/lib/timeline/timeline-types";

/**
 * Every event in a compact table that exists only on paper: the printed report holds the whole
 * history even when the screen shows one page of it. Cells are styled once from the table, not per
 * row, so 10,000 rows stay light.
 */
export function TimelinePrintTable({ events }: { events: TimelineEvent[] }) {
  return (
    <table className="hidden w-full border-collapse text-[9pt] print:table [&_td]:border-b [&_td]:border-slate-200 [&_td]:pr-2 [&_td]:align-top [&_td:first-child]:whitespace-nowrap">
      <caption className="text-left font-semibold">All {events.length} events, newest first</caption>
      <thead>
        <tr className="border-b text-left">
          <th>Date</th>
          <th>Category</th>
          <th>Event</th>
          <th>Removed</th>
        </tr>
      </thead>
      <tbody>
        {events.map((e) => (
          <tr key={e.id}>
            <td>{e.date}</td>
            <td>{TIMELINE_CATEGORIES[e.category].label}</td>
            <td>{e.annulled ? `${e.title} [annulled]` : e.title}</td>
            <td>{e.removedOn}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
