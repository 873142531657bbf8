import type { Locale } from "@/lib/platform/i18n/locales";
import type { Messages } from "@/lib/platform/i18n/messages";
import { translator } from "@/lib/platform/i18n/translator";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";

/** A heading of the profile in the catalogue (record.sections). */
type SectionLabelKey = keyof Messages["record"]["sections"];

/**
 * The profile's sections in page order: the anchor each is reached by, its heading in the catalogue
 * (`labelKey`), the top-level record field it shows (`key`), the lists inside that field shown under
 * their own headings and anchors (`lists`: field name → anchor) and other headed parts (`parts`:
 * anchor → heading).
 * Scalars no section claims (the paired *ID fields among them) form the identity section; objects
 * and lists no section claims (fields the spec does not list) form "Other data". `view` marks the
 * sections drawn from the record as a whole (for retrievals, from what the app kept of it; for
 * ownership, from the records along its ownership chains) rather than from one field.
 */
export const SECTIONS = [
  // First: who owns and controls the entity is what an analyst reads the profile for.
  { anchor: "ownership", labelKey: "ownership", view: "ownership" },
  { anchor: "identity", labelKey: "identity" },
  {
    anchor: "sanctions",
    labelKey: "sanctions",
    key: "Sanctions",
    parts: {
      "sanctions-entity": "sanctionsEntity",
      "sanctions-related": "sanctionsRelated",
      "sanctions-direct": "sanctionsDirect",
      "sanctions-indirect": "sanctionsIndirect",
    },
  },
  { anchor: "address", labelKey: "address", key: "Address" },
  { anchor: "links", labelKey: "links", key: "Links" },
  { anchor: "officers", labelKey: "officers", key: "Officers" },
  { anchor: "members", labelKey: "members", key: "Members" },
  { anchor: "beneficial-owners", labelKey: "beneficialOwners", key: "BeneficialOwners" },
  {
    anchor: "beneficial-ownership-statuses",
    labelKey: "beneficialOwnershipStatuses",
    key: "BeneficialOwnershipStatuses",
  },
  { anchor: "procurations", labelKey: "procurations", key: "Procurations" },
  { anchor: "representatives", labelKey: "representatives", key: "Representatives" },
  { anchor: "formation", labelKey: "formation", key: "FormationDetails" },
  {
    anchor: "activities",
    labelKey: "activities",
    key: "ActivitiesDetails",
    lists: {
      goals: "goals",
      types_of_activity: "types-of-activity",
      nace_types: "nace-types",
      areas_of_activity: "areas-of-activity",
    },
  },
  {
    anchor: "commercial",
    labelKey: "commercial",
    key: "CommercialEntityDetails",
    lists: {
      farm_details: "farm-details",
      land_ownership_changes: "land-ownership-changes",
      equity_capitals: "equity-capitals",
      decisive_influence_notices: "decisive-influence-notices",
      depositories: "depositories",
      insolvencies: "insolvencies",
    },
  },
  { anchor: "securing-measures", labelKey: "securingMeasures", key: "SecuringMeasures" },
  { anchor: "special-statuses", labelKey: "specialStatuses", key: "SpecialStatuses" },
  { anchor: "liquidations", labelKey: "liquidations", key: "Liquidations" },
  { anchor: "suspensions", labelKey: "suspensions", key: "SuspensionsOfActivities" },
  { anchor: "prohibitions", labelKey: "prohibitions", key: "ProhibitionsOfActivities" },
  { anchor: "reorganizations", labelKey: "reorganizations", key: "Reorganizations" },
  { anchor: "various-notices", labelKey: "variousNotices", key: "VariousNotices" },
  { anchor: "previous-names", labelKey: "previousNames", key: "PreviousNames" },
  { anchor: "previous-addresses", labelKey: "previousAddresses", key: "PreviousAddresses" },
  { anchor: "previous-legal-forms", labelKey: "previousLegalForms", key: "PreviousLegalForms" },
  { anchor: "reregistrations", labelKey: "reregistrations", key: "Reregistrations" },
  { anchor: "branch-of", labelKey: "branchOf", key: "BranchOf" },
  { anchor: "branches", labelKey: "branches", key: "Branches" },
  { anchor: "arbitration-court", labelKey: "arbitrationCourt", key: "ArbitrationCourtDetails" },
  {
    anchor: "religious",
    labelKey: "religious",
    key: "ReligiousEntityDetails",
    lists: { previous_registrations: "previous-registrations" },
  },
  {
    anchor: "political",
    labelKey: "political",
    key: "PoliticalOrganizationDetails",
    lists: { field_offices: "field-offices" },
  },
  {
    anchor: "public-authority",
    labelKey: "publicAuthority",
    key: "PublicAuthorityDetails",
    lists: { DelegatedEntities: "delegated-entities", SchoolBranches: "school-branches" },
  },
  { anchor: "relationships", labelKey: "relationships", view: "graph" },
  { anchor: "history", labelKey: "history", view: "timeline" },
  { anchor: "retrievals", labelKey: "retrievals", view: "retrievals" },
  { anchor: "other-data", labelKey: "otherData" },
  { anchor: "raw-data", labelKey: "rawData" },
] as const satisfies ReadonlyArray<{
  anchor: string;
  labelKey: SectionLabelKey;
  key?: keyof LegalEntity;
  lists?: Record<string, string>;
  parts?: Record<string, SectionLabelKey>;
  view?: "ownership" | "graph" | "timeline" | "retrievals";
}>;

type Section = (typeof SECTIONS)[number];
export type SectionAnchor = Section["anchor"];
type ValuesOf<T> = T extends Record<string, infer V> ? V : never;
type ListAnchor = Section extends infer S ? (S extends { lists: infer L } ? ValuesOf<L> : never) : never;
export type PartAnchor = Section extends infer S ? (S extends { parts: infer P } ? keyof P : never) : never;

/** Every element id a link inside the profile may point at: a typo here is a type error. */
export type Anchor = SectionAnchor | ListAnchor | PartAnchor | typeof KEY_FINDINGS.anchor;

/** The findings at the top of the profile; not a part of the record, but linked from the contents. */
export const KEY_FINDINGS = { anchor: "key-findings", labelKey: "keyFindings" } as const satisfies {
  anchor: string;
  labelKey: SectionLabelKey;
};

const anchorByKey = new Map<string, SectionAnchor>(
  SECTIONS.flatMap((s): [string, SectionAnchor][] => ("key" in s ? [[s.key, s.anchor]] : [])),
);

/** The section that shows a top-level record field. */
export function sectionOfKey(key: string, value: unknown): SectionAnchor {
  const claimed = anchorByKey.get(key);
  if (claimed) return claimed;
  return value !== null && typeof value === "object" ? "other-data" : "identity";
}

const listAnchors = new Map<string, string>(
  SECTIONS.flatMap((s) => ("lists" in s ? Object.entries<string>(s.lists) : [])),
);

/** The heading id of a list (or object holding lists) inside a section; fields the model does not know get one from their name. */
export function listAnchor(key: string): string {
  return (
    listAnchors.get(key) ??
    key
      .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
      .replace(/_/g, "-")
      .toLowerCase()
  );
}

/** The heading of a section (or of the key findings) in a language. */
export function sectionLabel(anchor: SectionAnchor | typeof KEY_FINDINGS.anchor, locale: Locale): string {
  const section = [KEY_FINDINGS, ...SECTIONS].find((s) => s.anchor === anchor);
  return section ? translator(locale, "record")(`sections.${section.labelKey}`) : anchor;
}

const partKeys = new Map<string, SectionLabelKey>(
  SECTIONS.flatMap((s) => ("parts" in s ? Object.entries<SectionLabelKey>(s.parts) : [])),
);

/** The heading of a part of a section in a language. */
export function partLabel(anchor: PartAnchor, locale: Locale): string {
  const key = partKeys.get(anchor);
  return key ? translator(locale, "record")(`sections.${key}`) : anchor;
}
