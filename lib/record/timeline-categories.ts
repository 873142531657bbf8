import type { Anchor } from "./sections";

/**
 * Categories of history events, each with its label and the profile section (or sub-section) that shows
 * the fact; an anchor the profile does not have is a type error.
 */
export const TIMELINE_CATEGORIES = {
  registration: { label: "Registration", anchor: "identity" },
  formation: { label: "Formation", anchor: "formation" },
  activities: { label: "Activities", anchor: "activities" },
  "previous-names": { label: "Names", anchor: "previous-names" },
  "previous-addresses": { label: "Addresses", anchor: "previous-addresses" },
  "previous-legal-forms": { label: "Legal forms", anchor: "previous-legal-forms" },
  reregistrations: { label: "Reregistrations", anchor: "reregistrations" },
  reorganizations: { label: "Reorganizations", anchor: "reorganizations" },
  liquidations: { label: "Liquidations", anchor: "liquidations" },
  insolvencies: { label: "Insolvencies", anchor: "insolvencies" },
  suspensions: { label: "Suspensions", anchor: "suspensions" },
  prohibitions: { label: "Prohibitions", anchor: "prohibitions" },
  "special-statuses": { label: "Special statuses", anchor: "special-statuses" },
  officers: { label: "Officers", anchor: "officers" },
  members: { label: "Members", anchor: "members" },
  "beneficial-owners": { label: "Beneficial owners", anchor: "beneficial-owners" },
  "beneficial-ownership-statuses": { label: "Beneficial ownership statuses", anchor: "beneficial-ownership-statuses" },
  procurations: { label: "Procurations", anchor: "procurations" },
  representatives: { label: "Representatives", anchor: "representatives" },
  "equity-capital": { label: "Equity capital", anchor: "equity-capitals" },
  "land-ownership": { label: "Land ownership", anchor: "land-ownership-changes" },
  "decisive-influence": { label: "Decisive influence", anchor: "decisive-influence-notices" },
  depositories: { label: "Depositories", anchor: "depositories" },
  branches: { label: "Branches", anchor: "branches" },
  sanctions: { label: "Sanctions", anchor: "sanctions" },
  "securing-measures": { label: "Securing measures", anchor: "securing-measures" },
  notices: { label: "Notices", anchor: "various-notices" },
  "public-authority": { label: "Public authority", anchor: "public-authority" },
  religious: { label: "Religious organisation", anchor: "religious" },
  political: { label: "Political organisation", anchor: "political" },
  arbitration: { label: "Arbitration court", anchor: "arbitration-court" },
} as const satisfies Record<string, { label: string; anchor: Anchor }>;

export type TimelineCategory = keyof typeof TIMELINE_CATEGORIES;
