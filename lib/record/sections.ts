import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";

/**
 * The profile's sections in page order: the anchor each is reached by, its label, the top-level
 * record field it shows (`key`), the lists inside that field shown under their own headings and
 * anchors (`lists`: field name → anchor) and other headed parts (`parts`: anchor → label).
 * Scalars no section claims (the paired *ID fields among them) form the identity section; objects
 * and lists no section claims (fields the spec does not list) form "Other data". `view` marks the
 * sections drawn from the record as a whole (or, for retrievals, from what the app kept of it)
 * rather than from one field.
 *
 * Labels are English; a second language adds its own labels for the same anchors.
 */
export const SECTIONS = [
  { anchor: "identity", label: "Identity" },
  {
    anchor: "sanctions",
    label: "Sanctions",
    key: "Sanctions",
    parts: {
      "sanctions-entity": "On the entity",
      "sanctions-related": "Related persons and entities",
      "sanctions-direct": "Directly related persons and entities",
      "sanctions-indirect": "Indirectly related persons and entities",
    },
  },
  { anchor: "address", label: "Address", key: "Address" },
  { anchor: "links", label: "Links", key: "Links" },
  { anchor: "officers", label: "Officers", key: "Officers" },
  { anchor: "members", label: "Members", key: "Members" },
  { anchor: "beneficial-owners", label: "Beneficial owners", key: "BeneficialOwners" },
  {
    anchor: "beneficial-ownership-statuses",
    label: "Beneficial ownership statuses",
    key: "BeneficialOwnershipStatuses",
  },
  { anchor: "procurations", label: "Procurations", key: "Procurations" },
  { anchor: "representatives", label: "Representatives", key: "Representatives" },
  { anchor: "formation", label: "Formation", key: "FormationDetails" },
  {
    anchor: "activities",
    label: "Activities",
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
    label: "Commercial details",
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
  { anchor: "securing-measures", label: "Securing measures", key: "SecuringMeasures" },
  { anchor: "special-statuses", label: "Special statuses", key: "SpecialStatuses" },
  { anchor: "liquidations", label: "Liquidations", key: "Liquidations" },
  { anchor: "suspensions", label: "Suspensions of activities", key: "SuspensionsOfActivities" },
  { anchor: "prohibitions", label: "Prohibitions of activities", key: "ProhibitionsOfActivities" },
  { anchor: "reorganizations", label: "Reorganizations", key: "Reorganizations" },
  { anchor: "various-notices", label: "Various notices", key: "VariousNotices" },
  { anchor: "previous-names", label: "Previous names", key: "PreviousNames" },
  { anchor: "previous-addresses", label: "Previous addresses", key: "PreviousAddresses" },
  { anchor: "previous-legal-forms", label: "Previous legal forms", key: "PreviousLegalForms" },
  { anchor: "reregistrations", label: "Reregistrations", key: "Reregistrations" },
  { anchor: "branch-of", label: "Branch of", key: "BranchOf" },
  { anchor: "branches", label: "Branches", key: "Branches" },
  { anchor: "arbitration-court", label: "Arbitration court", key: "ArbitrationCourtDetails" },
  {
    anchor: "religious",
    label: "Religious organisation",
    key: "ReligiousEntityDetails",
    lists: { previous_registrations: "previous-registrations" },
  },
  {
    anchor: "political",
    label: "Political organisation",
    key: "PoliticalOrganizationDetails",
    lists: { field_offices: "field-offices" },
  },
  {
    anchor: "public-authority",
    label: "Public authority",
    key: "PublicAuthorityDetails",
    lists: { DelegatedEntities: "delegated-entities", SchoolBranches: "school-branches" },
  },
  { anchor: "relationships", label: "Relationships", view: "graph" },
  { anchor: "history", label: "History", view: "timeline" },
  { anchor: "retrievals", label: "Retrievals", view: "retrievals" },
  { anchor: "other-data", label: "Other data" },
  { anchor: "raw-data", label: "Raw data" },
] as const satisfies ReadonlyArray<{
  anchor: string;
  label: string;
  key?: keyof LegalEntity;
  lists?: Record<string, string>;
  parts?: Record<string, string>;
  view?: "graph" | "timeline" | "retrievals";
}>;

type Section = (typeof SECTIONS)[number];
export type SectionAnchor = Section["anchor"];
type ValuesOf<T> = T extends Record<string, infer V> ? V : never;
type ListAnchor = Section extends infer S ? (S extends { lists: infer L } ? ValuesOf<L> : never) : never;
export type PartAnchor = Section extends infer S ? (S extends { parts: infer P } ? keyof P : never) : never;

/** Every element id a link inside the profile may point at: a typo here is a type error. */
export type Anchor = SectionAnchor | ListAnchor | PartAnchor | typeof KEY_FINDINGS.anchor;

/** The findings at the top of the profile; not a part of the record, but linked from the contents. */
export const KEY_FINDINGS = { anchor: "key-findings", label: "Key findings" } as const;

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

export function sectionLabel(anchor: SectionAnchor): string {
  return SECTIONS.find((s) => s.anchor === anchor)?.label ?? anchor;
}

const partLabels = new Map<string, string>(
  SECTIONS.flatMap((s) => ("parts" in s ? Object.entries<string>(s.parts) : [])),
);

export function partLabel(anchor: PartAnchor): string {
  return partLabels.get(anchor) ?? anchor;
}
