import { formatDate } from "@/lib/platform/format/format-date";
import type { Locale } from "@/lib/platform/i18n/locales";
import { describeParty } from "@/lib/domain/profile/party";
import { withheldLabel } from "@/lib/domain/profile/withheld";
import { codeLabel } from "@/lib/registry/record/labels";
import type { Anchor } from "@/lib/registry/record/sections";
import { TIMELINE_CATEGORIES, type TimelineCategory } from "@/lib/registry/record/timeline-categories";
import type { TimelineEvent } from "./timeline-types";
import { translator } from "@/lib/platform/i18n/translator";

export interface EventInput {
  id: string | number;
  /** Candidate dates, first one present wins; no date at all means no event. */
  date: ReadonlyArray<string | null | undefined>;
  title: string;
  /** The register codes the title gives in words (c.code), kept raw beside the event. */
  codes?: ReadonlyArray<unknown>;
  annulled?: boolean | null;
  /** The end of the fact's term (date_to), which may lie ahead. */
  until?: string | null;
  removedOn?: string | null;
  anchor?: Anchor;
}

/**
 * Collects dated events, worded in one language; facts without any date are left out, since a
 * timeline cannot place them. Dates stay YYYY-MM-DD: they sort and filter, and the screen formats them.
 */
export class EventCollector {
  readonly events: TimelineEvent[] = [];
  /** The timeline catalogue's words in the collector's language. */
  readonly t: ReturnType<typeof translator<"timeline">>;
  private readonly withheld: string;

  constructor(readonly locale: Locale) {
    this.t = translator(locale, "timeline");
    this.withheld = withheldLabel(locale);
  }

  /** The name of the party of an entry, or the withheld placeholder. */
  party(entry: object): string {
    const party = describeParty({ ...entry });
    return party.kind === "withheld" ? this.withheld : party.name;
  }

  /** A register code in words of the collector's language. */
  code(value: string | number | boolean | null | undefined): string {
    return codeLabel(value, this.locale);
  }

  add(category: TimelineCategory, e: EventInput): void {
    const date = e.date.map((d) => formatDate(d)).find(Boolean);
    if (!date) return;
    const codes = [...new Set((e.codes ?? []).filter(isCode).map((v) => String(v).trim()))].filter(
      (code) => this.code(code) !== code,
    );
    this.events.push({
      id: `${category}:${e.id}`,
      date,
      category,
      title: e.title,
      ...(codes.length > 0 && { codes }),
      sectionAnchor: e.anchor ?? TIMELINE_CATEGORIES[category].anchor,
      annulled: e.annulled === true,
      until: formatDate(e.until) || null,
      removedOn: formatDate(e.removedOn) || null,
    });
  }
}

const isCode = (v: unknown): v is string | number =>
  (typeof v === "string" && v.trim() !== "") || typeof v === "number";

export function joinText(...parts: unknown[]): string {
  return parts
    .filter((p) => p !== null && p !== undefined && p !== "")
    .map(String)
    .join(" · ");
}
