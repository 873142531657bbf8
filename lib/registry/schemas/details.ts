import { z } from "zod";
import {
  addressSchema,
  legalActSchema,
  legalEntityBasicSchema,
  linksSchema,
  naturalPersonSchema,
  partyFields,
  valueItem,
} from "./parties";
import { kinded } from "@/lib/registry/schemas/field-kinds";
import {
  amount,
  auditFields,
  code,
  historyFields,
  nullableText,
  nullableTimestamp,
  record,
  regcodeRef,
  scalar,
  url,
} from "./primitives";

const int = z.number().int();
const nullableInt = int.nullable();

export const formationDetailsSchema = record({
  ...auditFields,
  objects: scalar,
  duration_until_objects_achieved: scalar,
  duration_until: nullableTimestamp,
  duration_indefinite: scalar,
  established_on: nullableTimestamp,
  date_of_effective_articles_of_association: nullableTimestamp,
  registration_term_until: nullableTimestamp,
  registration_renewed_on: nullableTimestamp,
});

export const activitiesDetailsSchema = record({
  ...auditFields,
  territory_of_activity: code,
  goals: z.array(valueItem("activities_details_id", scalar)),
  types_of_activity: z.array(valueItem("activities_details_id", scalar)),
  nace_types: z.array(
    record({
      id: int,
      activities_details_id: nullableInt,
      nace_code: kinded(z.string().nullable(), { kind: "nace-code" }),
      nace_revision: scalar,
      removed_on: nullableTimestamp,
      last_modified_at: nullableTimestamp,
    }),
  ),
  areas_of_activity: z.array(
    record({
      id: int,
      activities_details_id: nullableInt,
      type: code,
      date_from: nullableTimestamp,
      date_to: nullableTimestamp,
      ...historyFields,
    }),
  ),
});

const detailItem = { id: int, commercial_entity_details_id: nullableInt };

export const equityCapitalSchema = record({
  ...detailItem,
  type: code,
  amount,
  currency: scalar,
  number_of_shares: amount,
  share_nominal_value: amount,
  change_reason: code,
  ...historyFields,
});

export const landOwnershipChangeSchema = record({
  id: int,
  farm_details_id: nullableInt,
  area_change: amount,
  deed_number: scalar,
  deed_issued_on: nullableTimestamp,
  rights_to_land_under_deed: code,
  address: scalar,
  ...historyFields,
});

export const decisiveInfluenceNoticeSchema = record({
  ...detailItem,
  type: code,
  type_details: z.array(valueItem("decisive_influence_notice_id", scalar)),
  date_of_agreement: nullableTimestamp,
  date_of_amendments: nullableTimestamp,
  DominantEntityID: nullableInt,
  dominant_entity: record({ id: int, ...partyFields }).nullable(),
  DependentEntityID: nullableInt,
  dependent_entity: record({
    ...auditFields,
    registration_number: regcodeRef,
    current_name: nullableText,
    links_id: nullableInt,
    links: linksSchema.nullable(),
  }).nullable(),
  note: scalar,
  note_on_removal: scalar,
  ...historyFields,
});

export const depositorySchema = record({
  ...detailItem,
  legal_entity_basic_id: nullableInt,
  legal_entity_basic: legalEntityBasicSchema.nullable(),
  ...historyFields,
});

export const insolvencySchema = record({
  ...detailItem,
  date_from: nullableTimestamp,
  date_to: nullableTimestamp,
  governed_by: code,
  links_id: nullableInt,
  links: linksSchema.nullable(),
  ...historyFields,
});

export const commercialEntityDetailsSchema = record({
  ...auditFields,
  limited_partner_contribution_id: nullableInt,
  limited_partner_contribution: record({ id: int, amount, currency: scalar }).nullable(),
  farm_details_id: nullableInt,
  farm_details: record({
    ...auditFields,
    area_in_hectares: amount,
    land_ownership_changes: z.array(landOwnershipChangeSchema),
  }).nullable(),
  equity_capitals: z.array(equityCapitalSchema),
  decisive_influence_notices: z.array(decisiveInfluenceNoticeSchema),
  depositories: z.array(depositorySchema),
  insolvencies: z.array(insolvencySchema),
});

export const arbitrationCourtDetailsSchema = record({
  id: int,
  date_of_effective_rules_of_procedure: nullableTimestamp,
});

export const religiousEntityDetailsSchema = record({
  ...auditFields,
  affiliation: scalar,
  previous_registrations: z.array(
    record({
      id: int,
      religious_entity_details_id: nullableInt,
      registration_number: nullableText,
      registered_on: nullableTimestamp,
    }),
  ),
});

export const politicalOrganizationDetailsSchema = record({
  ...auditFields,
  field_offices: z.array(
    record({
      id: int,
      political_organization_details_id: nullableInt,
      name: scalar,
      address: scalar,
      country: scalar,
      ...historyFields,
    }),
  ),
});

export const publicAuthorityDetailsSchema = record({
  ...auditFields,
  ContactDetailsID: nullableInt,
  ContactDetails: record({ ...auditFields, website: url, email: scalar, phone: scalar }).nullable(),
  RegistrationDetailsID: nullableInt,
  RegistrationDetails: record({
    ...auditFields,
    authority_type: code,
    established_on: nullableTimestamp,
    is_institution_of_higher_education: scalar,
    is_independent_taxpayer: scalar,
    taxpayer_unit_number: scalar,
    higher_authority_number: scalar,
    higher_authority_current_name: scalar,
    subordination_type: code,
  }).nullable(),
  EstablishingActID: nullableInt,
  EstablishingAct: legalActSchema.nullable(),
  DelegatedEntities: z.array(
    record({
      id: int,
      public_authority_details_id: nullableInt,
      registry_id: scalar,
      registration_number: regcodeRef,
      name: scalar,
      registered_on: nullableTimestamp,
      removed_on: nullableTimestamp,
      last_modified_at: nullableTimestamp,
    }),
  ),
  SchoolBranches: z.array(
    record({
      id: int,
      public_authority_details_id: nullableInt,
      registry_id: scalar,
      name: scalar,
      AddressID: nullableInt,
      address: addressSchema.nullable(),
      GeneralManagerID: nullableInt,
      general_manager: kinded(naturalPersonSchema.nullable(), { kind: "person", idKey: "GeneralManagerID" }),
      ...historyFields,
    }),
  ),
});
