import type { Anchor } from "@/lib/record/sections";
import type { TimelineCategory } from "@/lib/record/timeline-categories";

export interface TimelineEvent {
  id: string;
  /** YYYY-MM-DD. */
  date: string;
  category: TimelineCategory;
  title: string;
  /** Id of the profile element showing the fact (a section or a sub-section). */
  sectionAnchor: Anchor;
  annulled: boolean;
  /** When a fact was later removed from the register, shown beside its own date. */
  removedOn: string | null;
}
