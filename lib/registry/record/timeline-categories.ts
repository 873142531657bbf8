import type { Messages } from "@/lib/platform/i18n/messages";
import type { Anchor } from "./sections";

/**
 * Categories of history events, each with its label in the catalogue (record.timelineCategories; a client
 * component reads it with useTranslations("record"), other code with timelineCategoryLabel) and the
 * profile section (or sub-section) that shows the fact; an anchor the profile does not have is a type error.
 */
export const TIMELINE_CATEGORIES = {
  registration: { labelKey: "registration", anchor: "identity" },
  formation: { labelKey: "formation", anchor: "formation" },
  activities: { labelKey: "activities", anchor: "activities" },
  "previous-names": { labelKey: "previousNames", anchor: "previous-names" },
  "previous-addresses": { labelKey: "previousAddresses", anchor: "previous-addresses" },
  "previous-legal-forms": { labelKey: "previousLegalForms", anchor: "previous-legal-forms" },
  reregistrations: { labelKey: "reregistrations", anchor: "reregistrations" },
  reorganizations: { labelKey: "reorganizations", anchor: "reorganizations" },
  liquidations: { labelKey: "liquidations", anchor: "liquidations" },
  insolvencies: { labelKey: "insolvencies", anchor: "insolvencies" },
  suspensions: { labelKey: "suspensions", anchor: "suspensions" },
  prohibitions: { labelKey: "prohibitions", anchor: "prohibitions" },
  "special-statuses": { labelKey: "specialStatuses", anchor: "special-statuses" },
  officers: { labelKey: "officers", anchor: "officers" },
  members: { labelKey: "members", anchor: "members" },
  "beneficial-owners": { labelKey: "beneficialOwners", anchor: "beneficial-owners" },
  "beneficial-ownership-statuses": { labelKey: "beneficialOwnershipStatuses", anchor: "beneficial-ownership-statuses" },
  procurations: { labelKey: "procurations", anchor: "procurations" },
  representatives: { labelKey: "representatives", anchor: "representatives" },
  "equity-capital": { labelKey: "equityCapital", anchor: "equity-capitals" },
  "land-ownership": { labelKey: "landOwnership", anchor: "land-ownership-changes" },
  "decisive-influence": { labelKey: "decisiveInfluence", anchor: "decisive-influence-notices" },
  depositories: { labelKey: "depositories", anchor: "depositories" },
  branches: { labelKey: "branches", anchor: "branches" },
  sanctions: { labelKey: "sanctions", anchor: "sanctions" },
  "securing-measures": { labelKey: "securingMeasures", anchor: "securing-measures" },
  notices: { labelKey: "notices", anchor: "various-notices" },
  "public-authority": { labelKey: "publicAuthority", anchor: "public-authority" },
  religious: { labelKey: "religious", anchor: "religious" },
  political: { labelKey: "political", anchor: "political" },
  arbitration: { labelKey: "arbitration", anchor: "arbitration-court" },
} as const satisfies Record<string, { labelKey: keyof Messages["record"]["timelineCategories"]; anchor: Anchor }>;

export type TimelineCategory = keyof typeof TIMELINE_CATEGORIES;
