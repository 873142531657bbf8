import type { Ctx, Obj } from "./ctx";

const OBJECT_KEYS = [
  ["Address", "AddressID"],
  ["Links", "LinksID"],
  ["FormationDetails", "FormationDetailsID"],
  ["ActivitiesDetails", "ActivitiesID"],
  ["CommercialEntityDetails", "CommercialDetailsID"],
  ["ArbitrationCourtDetails", "ArbitrationCourtDetailsID"],
  ["ReligiousEntityDetails", "ReligiousEntityDetailsID"],
  ["PoliticalOrganizationDetails", "PoliticalOrganizationDetailsID"],
  ["PublicAuthorityDetails", "PublicAuthorityDetailsID"],
  ["Sanctions", "SanctionsID"],
] as const;

const LIST_KEYS = [
  "SpecialStatuses",
  "Reorganizations",
  "Liquidations",
  "SuspensionsOfActivities",
  "ProhibitionsOfActivities",
  "Reregistrations",
  "PreviousNames",
  "PreviousAddresses",
  "PreviousLegalForms",
  "BranchOf",
  "Branches",
  "Officers",
  "Members",
  "BeneficialOwners",
  "BeneficialOwnershipStatuses",
  "Procurations",
  "Representatives",
  "SecuringMeasures",
  "VariousNotices",
] as const;

export type ObjectKey = (typeof OBJECT_KEYS)[number][0];
export type ListKey = (typeof LIST_KEYS)[number];
export type RecordParts = Partial<Record<ObjectKey, Obj | null> & Record<ListKey, Obj[]>>;

export interface RecordScalars {
  regcode: string;
  /** Full legal name, e.g. `SIA "Ziemeļu Dzintars Demo"`. */
  name: string;
  type: string;
  registeredOn: string;
  status?: string;
  statusDetails?: string;
  register?: string;
  sepaCreditorId?: string;
  assignedOn?: string | null;
  removedOn?: string | null;
  modifiedAt?: string;
  annulled?: boolean | null;
  atvk?: string | null;
  sanctionsRisk?: string | null;
}

/** The quoted part of a legal name, which is how the register shortens it. */
function shortName(legalName: string): string {
  return /"(.+)"/.exec(legalName)?.[1] ?? "";
}

/**
 * A complete LegalEntity record: every spec field present, missing values null or [],
 * and each `*ID` field derived from its object so the pair can never disagree.
 */
export function legalEntity(c: Ctx, s: RecordScalars, parts: RecordParts): Obj {
  const objects: Obj = {};
  for (const [key, idKey] of OBJECT_KEYS) {
    const value = parts[key] ?? null;
    objects[idKey] = value ? value.id : null;
    objects[key] = value;
  }
  const lists: Obj = {};
  for (const key of LIST_KEYS) lists[key] = parts[key] ?? [];
  return {
    id: c.recordId,
    created_at: c.createdAt,
    updated_at: c.updatedAt,
    registry_record_id: 5_000_000 + c.recordId,
    registration_number: s.regcode,
    registration_number_assigned_on: s.assignedOn === undefined ? s.registeredOn : s.assignedOn,
    status: s.status ?? "REGISTERED",
    status_details: s.statusDetails ?? "",
    sepa_creditor_id: s.sepaCreditorId ?? "",
    register: s.register ?? "COMMERCIAL_REGISTER",
    type: s.type,
    legal_name: s.name,
    cleaned_short_name: shortName(s.name),
    registered_on: s.registeredOn,
    removed_on: s.removedOn ?? null,
    last_modified_at: s.modifiedAt ?? c.updatedAt,
    is_annulled: s.annulled === undefined ? false : s.annulled,
    atvk_code: s.atvk ?? null,
    sanctions_risk: s.sanctionsRisk ?? null,
    ...objects,
    ...lists,
  };
}
