/**
 * The profile's sections in page order: the anchor each is reached by, its heading, and
 * the top-level record fields it shows. Scalars not claimed here (the paired *ID fields among
 * them) form the identity section;
 * objects and lists not claimed here (fields the spec does not list) form "Other data".
 */
export const SECTIONS = [
  { anchor: "identity", title: "Identity", keys: [] },
  { anchor: "sanctions", title: "Sanctions", keys: ["Sanctions"] },
  { anchor: "address", title: "Address", keys: ["Address"] },
  { anchor: "links", title: "Links", keys: ["Links"] },
  { anchor: "officers", title: "Officers", keys: ["Officers"] },
  { anchor: "members", title: "Members", keys: ["Members"] },
  { anchor: "beneficial-owners", title: "Beneficial owners", keys: ["BeneficialOwners"] },
  {
    anchor: "beneficial-ownership-statuses",
    title: "Beneficial ownership statuses",
    keys: ["BeneficialOwnershipStatuses"],
  },
  { anchor: "procurations", title: "Procurations", keys: ["Procurations"] },
  { anchor: "representatives", title: "Representatives", keys: ["Representatives"] },
  { anchor: "formation", title: "Formation", keys: ["FormationDetails"] },
  { anchor: "activities", title: "Activities", keys: ["ActivitiesDetails"] },
  {
    anchor: "commercial",
    title: "Commercial details",
    keys: ["CommercialEntityDetails"],
  },
  { anchor: "securing-measures", title: "Securing measures", keys: ["SecuringMeasures"] },
  { anchor: "special-statuses", title: "Special statuses", keys: ["SpecialStatuses"] },
  { anchor: "liquidations", title: "Liquidations", keys: ["Liquidations"] },
  { anchor: "suspensions", title: "Suspensions of activities", keys: ["SuspensionsOfActivities"] },
  { anchor: "prohibitions", title: "Prohibitions of activities", keys: ["ProhibitionsOfActivities"] },
  { anchor: "reorganizations", title: "Reorganizations", keys: ["Reorganizations"] },
  { anchor: "various-notices", title: "Various notices", keys: ["VariousNotices"] },
  { anchor: "previous-names", title: "Previous names", keys: ["PreviousNames"] },
  { anchor: "previous-addresses", title: "Previous addresses", keys: ["PreviousAddresses"] },
  { anchor: "previous-legal-forms", title: "Previous legal forms", keys: ["PreviousLegalForms"] },
  { anchor: "reregistrations", title: "Reregistrations", keys: ["Reregistrations"] },
  { anchor: "branch-of", title: "Branch of", keys: ["BranchOf"] },
  { anchor: "branches", title: "Branches", keys: ["Branches"] },
  {
    anchor: "arbitration-court",
    title: "Arbitration court",
    keys: ["ArbitrationCourtDetails"],
  },
  {
    anchor: "religious",
    title: "Religious organisation",
    keys: ["ReligiousEntityDetails"],
  },
  {
    anchor: "political",
    title: "Political organisation",
    keys: ["PoliticalOrganizationDetails"],
  },
  {
    anchor: "public-authority",
    title: "Public authority",
    keys: ["PublicAuthorityDetails"],
  },
  { anchor: "other-data", title: "Other data", keys: [] },
  { anchor: "raw-data", title: "Raw data", keys: [] },
] as const satisfies ReadonlyArray<{ anchor: string; title: string; keys: readonly string[] }>;

export type SectionAnchor = (typeof SECTIONS)[number]["anchor"];

const anchorByKey = new Map<string, SectionAnchor>(
  SECTIONS.flatMap((s) => s.keys.map((key): [string, SectionAnchor] => [key, s.anchor])),
);

/** The section that shows a top-level record field. */
export function sectionOfKey(key: string, value: unknown): SectionAnchor {
  const claimed = anchorByKey.get(key);
  if (claimed) return claimed;
  return value !== null && typeof value === "object" ? "other-data" : "identity";
}

export function sectionTitle(anchor: SectionAnchor): string {
  return SECTIONS.find((s) => s.anchor === anchor)?.title ?? anchor;
}
