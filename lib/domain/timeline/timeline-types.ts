import type { Anchor } from "@/lib/registry/record/sections";
import type { TimelineCategory } from "@/lib/registry/record/timeline-categories";

export interface TimelineEvent {
  id: string;
  /** YYYY-MM-DD. */
  date: string;
  category: TimelineCategory;
  title: string;
  /** The raw register codes the title gives in words, for whoever needs to quote them. */
  codes?: string[];
  /** Id of the profile element showing the fact (a section or a sub-section). */
  sectionAnchor: Anchor;
  annulled: boolean;
  /** The end of the fact's term as the register states it (date_to): past or still ahead. */
  until: string | null;
  /** When the fact was removed from the register. */
  removedOn: string | null;
}
