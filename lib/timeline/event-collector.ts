import { formatDate } from "@/lib/format/format-date";
import { describeParty } from "@/lib/profile/party";
import { WITHHELD_LABEL } from "@/lib/profile/withheld";
import type { Anchor } from "@/lib/record/sections";
import { TIMELINE_CATEGORIES, type TimelineCategory } from "@/lib/record/timeline-categories";
import type { TimelineEvent } from "./timeline-types";

export interface EventInput {
  id: string | number;
  /** Candidate dates, first one present wins; no date at all means no event. */
  date: ReadonlyArray<string | null | undefined>;
  title: string;
  annulled?: boolean | null;
  removedOn?: string | null;
  anchor?: Anchor;
}

/** Collects dated events; facts without any date are left out, since a timeline cannot place them. */
export class EventCollector {
  readonly events: TimelineEvent[] = [];

  add(category: TimelineCategory, e: EventInput): void {
    const date = e.date.map((d) => formatDate(d)).find(Boolean);
    if (!date) return;
    this.events.push({
      id: `${category}:${e.id}`,
      date,
      category,
      title: e.title,
      sectionAnchor: e.anchor ?? TIMELINE_CATEGORIES[category].anchor,
      annulled: e.annulled === true,
      removedOn: formatDate(e.removedOn) || null,
    });
  }
}

/** The name of the party of an entry, or the withheld placeholder. */
export function partyName(entry: object): string {
  const party = describeParty({ ...entry });
  return party.kind === "withheld" ? WITHHELD_LABEL : party.name;
}

export function joinText(...parts: unknown[]): string {
  return parts
    .filter((p) => p !== null && p !== undefined && p !== "")
    .map(String)
    .join(" · ");
}
