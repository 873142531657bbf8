import { TIMELINE_CATEGORIES, type TimelineEvent } from "@/lib/timeline/timeline-types";

/**
 * Every event in a compact table that exists only on paper: the printed report holds the whole
 * history even when the screen shows one page of it. One short row per event keeps the markup small.
 */
export function TimelinePrintTable({ events }: { events: TimelineEvent[] }) {
  return (
    <table className="hidden w-full border-collapse text-[9pt] print:table">
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
          <tr key={e.id} className="border-b border-slate-200 align-top">
            <td className="pr-2 whitespace-nowrap">{e.date}</td>
            <td className="pr-2">{TIMELINE_CATEGORIES[e.category].label}</td>
            <td>
              {e.title}
              {e.annulled && " [annulled]"}
            </td>
            <td className="pl-2 whitespace-nowrap">{e.removedOn}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
