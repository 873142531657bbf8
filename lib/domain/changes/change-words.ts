import type { Locale } from "@/lib/platform/i18n/locales";
import { memberShare } from "@/lib/domain/profile/member-share";
import { describeParty, hasParty } from "@/lib/domain/profile/party";
import { withheldLabel } from "@/lib/domain/profile/withheld";
import { codeLabel } from "@/lib/registry/record/labels";
import { memberSchema } from "@/lib/registry/schemas/lists";
import { translator } from "@/lib/platform/i18n/translator";

/** How an analyst words a list entry appearing, going, ending (its end date set) or changing. */
export interface ListWords {
  added: string;
  removed: string;
  ended: string;
  changed: string;
}

/** The catalogue's words (report.changes.lists) for the lists, keyed by the list's field name in the record. */
const LIST_WORDS = {
  Officers: "officers",
  Members: "members",
  BeneficialOwners: "beneficialOwners",
  BeneficialOwnershipStatuses: "beneficialOwnershipStatuses",
  Procurations: "procurations",
  Representatives: "representatives",
  legal_entity_sanctions: "entitySanctions",
  directly_related_sanctions: "directSanctions",
  indirectly_related_sanctions: "indirectSanctions",
  Liquidations: "liquidations",
  insolvencies: "insolvencies",
  SpecialStatuses: "specialStatuses",
  SecuringMeasures: "securingMeasures",
  SuspensionsOfActivities: "suspensions",
  ProhibitionsOfActivities: "prohibitions",
  Reorganizations: "reorganizations",
  VariousNotices: "notices",
  equity_capitals: "equityCapitals",
  PreviousNames: "previousNames",
  PreviousAddresses: "previousAddresses",
  PreviousLegalForms: "previousLegalForms",
  Branches: "branches",
  BranchOf: "parentEntity",
} as const;

const isNamedList = (key: string): key is keyof typeof LIST_WORDS => Object.hasOwn(LIST_WORDS, key);

/** The words for a list's entries in a language; a list not named in the catalogue is worded from its label. */
export function listWords(key: string, label: string, locale: Locale): ListWords {
  const t = translator(locale, "report");
  if (!isNamedList(key)) {
    return {
      added: t("changes.lists.generic.added", { label }),
      removed: t("changes.lists.generic.removed", { label }),
      ended: t("changes.lists.generic.ended", { label }),
      changed: t("changes.lists.generic.changed", { label }),
    };
  }
  const list = LIST_WORDS[key];
  return {
    added: t(`changes.lists.${list}.added`),
    removed: t(`changes.lists.${list}.removed`),
    ended: t(`changes.lists.${list}.ended`),
    changed: t(`changes.lists.${list}.changed`),
  };
}

const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);
const code = (value: unknown, locale: Locale) =>
  typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? codeLabel(value, locale) : "";

/** The party of an entry, its withheld placeholder when the viewer may not see the person. */
export function partyName(entry: Record<string, unknown>, locale: Locale): string {
  const party = describeParty(entry);
  return party.kind === "withheld" ? withheldLabel(locale) : party.name;
}

/** A short name for one list entry, enough to recognise it in a list of changes. */
export function entryCaption(key: string, entry: Record<string, unknown>, locale: Locale): string {
  if (key.endsWith("_sanctions")) {
    const listing = [text(entry.list), code(entry.program, locale) || null].filter(Boolean).join(" ");
    return hasParty(entry) ? `${partyName(entry, locale)}, ${listing}` : listing;
  }
  if (hasParty(entry)) {
    const position = text(entry.position);
    const share = key === "Members" ? shareOf(entry, locale) : null;
    const detail = position ? codeLabel(position, locale) : share;
    return detail ? `${partyName(entry, locale)} (${detail})` : partyName(entry, locale);
  }
  if (key === "equity_capitals") {
    return [code(entry.type, locale), code(entry.amount, locale), text(entry.currency)].filter(Boolean).join(" ");
  }
  const named = text(entry.text) ?? text(entry.name) ?? text(entry.address) ?? text(entry.governed_by);
  return named ?? (code(entry.type, locale) || `#${String(entry.id)}`);
}

/** What a member holds, worded as the rest of the profile words it. */
export function shareOf(member: Record<string, unknown>, locale: Locale): string | null {
  const details = memberSchema.shape.share_holder_details.safeParse(member.share_holder_details);
  return details.success ? memberShare(details.data, locale).label : null;
}
