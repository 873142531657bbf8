import { humanizeCode } from "@/lib/format/humanize-code";
import { memberShare } from "@/lib/profile/member-share";
import { describeParty, hasParty } from "@/lib/profile/party";
import { WITHHELD_LABEL } from "@/lib/profile/withheld";
import { memberSchema } from "@/lib/registry/schemas/lists";

/** How an analyst words a list entry appearing, going, ending (its end date set) or changing. */
interface ListWords {
  added: string;
  removed: string;
  ended: string;
  changed: string;
}

const words = (noun: string, added = "added", ended = "ended"): ListWords => ({
  added: `${noun} ${added}`,
  removed: `${noun} removed`,
  ended: `${noun} ${ended}`,
  changed: `${noun} changed`,
});

/** Keyed by the list's field name in the record; a list not named here is worded from its label. */
const LIST_WORDS: Partial<Record<string, ListWords>> = {
  Officers: { ...words("Officer", "appointed", "resigned or removed"), removed: "Officer gone" },
  Members: words("Member", "added", "left"),
  BeneficialOwners: words("Beneficial owner"),
  BeneficialOwnershipStatuses: words("Beneficial ownership status"),
  Procurations: words("Procuration", "granted"),
  Representatives: words("Representative", "appointed"),
  legal_entity_sanctions: {
    added: "Sanction added on the entity",
    removed: "Sanction removed from the entity",
    ended: "Sanction lifted on the entity",
    changed: "Sanction on the entity changed",
  },
  directly_related_sanctions: {
    added: "Sanction added on a directly related party",
    removed: "Sanction removed from a directly related party",
    ended: "Sanction lifted on a directly related party",
    changed: "Sanction on a directly related party changed",
  },
  indirectly_related_sanctions: {
    added: "Sanction added on an indirectly related party",
    removed: "Sanction removed from an indirectly related party",
    ended: "Sanction lifted on an indirectly related party",
    changed: "Sanction on an indirectly related party changed",
  },
  Liquidations: words("Liquidation", "started"),
  insolvencies: words("Insolvency proceedings", "opened"),
  SpecialStatuses: words("Special status"),
  SecuringMeasures: words("Securing measure", "imposed", "lifted"),
  SuspensionsOfActivities: words("Suspension of activities", "imposed"),
  ProhibitionsOfActivities: words("Prohibition of activities", "imposed"),
  Reorganizations: words("Reorganization"),
  VariousNotices: words("Notice", "published"),
  equity_capitals: words("Capital entry", "registered"),
  PreviousNames: words("Previous name"),
  PreviousAddresses: words("Previous address"),
  PreviousLegalForms: words("Previous legal form"),
  Branches: words("Branch", "opened", "closed"),
  BranchOf: words("Parent entity"),
};

export function listWords(key: string, label: string): ListWords {
  return LIST_WORDS[key] ?? words(`${label} entry`);
}

const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);
const code = (value: unknown) =>
  typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? humanizeCode(value) : "";

/** The party of an entry, its withheld placeholder when the viewer may not see the person. */
export function partyName(entry: Record<string, unknown>): string {
  const party = describeParty(entry);
  return party.kind === "withheld" ? WITHHELD_LABEL : party.name;
}

/** A short name for one list entry, enough to recognise it in a list of changes. */
export function entryCaption(key: string, entry: Record<string, unknown>): string {
  if (key.endsWith("_sanctions")) {
    const listing = [text(entry.list), code(entry.program) || null].filter(Boolean).join(" ");
    return hasParty(entry) ? `${partyName(entry)}, ${listing}` : listing;
  }
  if (hasParty(entry)) {
    const position = text(entry.position);
    const share = key === "Members" ? shareOf(entry) : null;
    const detail = position ? humanizeCode(position) : share;
    return detail ? `${partyName(entry)} (${detail})` : partyName(entry);
  }
  if (key === "equity_capitals") {
    return [code(entry.type), code(entry.amount), text(entry.currency)].filter(Boolean).join(" ");
  }
  const named = text(entry.text) ?? text(entry.name) ?? text(entry.address) ?? text(entry.governed_by);
  return named ?? (code(entry.type) || `#${String(entry.id)}`);
}

/** What a member holds, worded as the rest of the profile words it. */
export function shareOf(member: Record<string, unknown>): string | null {
  const details = memberSchema.shape.share_holder_details.safeParse(member.share_holder_details);
  return details.success ? memberShare(details.data).label : null;
}
