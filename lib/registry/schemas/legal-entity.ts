import { z } from "zod";
import {
  activitiesDetailsSchema,
  arbitrationCourtDetailsSchema,
  commercialEntityDetailsSchema,
  formationDetailsSchema,
  politicalOrganizationDetailsSchema,
  publicAuthorityDetailsSchema,
  religiousEntityDetailsSchema,
} from "./details";
import {
  branchSchema,
  liquidationSchema,
  memberSchema,
  officerSchema,
  previousAddressSchema,
  previousLegalFormSchema,
  previousNameSchema,
  prohibitionSchema,
  reorganizationSchema,
  reregistrationSchema,
  specialStatusSchema,
  suspensionSchema,
} from "./lists";
import { addressSchema, linksSchema } from "./parties";
import { kinded } from "@/lib/registry/schemas/field-kinds";
import { auditFields, code, nullableTimestamp, record, scalar, unshownItem } from "./primitives";
import { sanctionsSchema } from "./sanctions";

const nullableInt = z.number().int().nullable();
const requiredCode = kinded(z.string(), { kind: "code" });

/** The LegalEntity record of the `legal` operation, field for field as the spec lists it. */
export const legalEntitySchema = record({
  ...auditFields,
  registry_record_id: z.number().int(),
  registration_number: z.string(),
  registration_number_assigned_on: nullableTimestamp,
  status: requiredCode,
  status_details: z.string(),
  sepa_creditor_id: z.string(),
  register: requiredCode,
  type: requiredCode,
  legal_name: z.string(),
  cleaned_short_name: z.string(),
  registered_on: nullableTimestamp,
  removed_on: nullableTimestamp,
  last_modified_at: nullableTimestamp,
  is_annulled: z.boolean().nullable(),
  atvk_code: scalar,
  sanctions_risk: code,

  AddressID: nullableInt,
  Address: addressSchema.nullable(),
  LinksID: nullableInt,
  Links: linksSchema.nullable(),
  FormationDetailsID: nullableInt,
  FormationDetails: formationDetailsSchema.nullable(),
  ActivitiesID: nullableInt,
  ActivitiesDetails: activitiesDetailsSchema.nullable(),
  CommercialDetailsID: nullableInt,
  CommercialEntityDetails: commercialEntityDetailsSchema.nullable(),
  ArbitrationCourtDetailsID: nullableInt,
  ArbitrationCourtDetails: arbitrationCourtDetailsSchema.nullable(),
  ReligiousEntityDetailsID: nullableInt,
  ReligiousEntityDetails: religiousEntityDetailsSchema.nullable(),
  PoliticalOrganizationDetailsID: nullableInt,
  PoliticalOrganizationDetails: politicalOrganizationDetailsSchema.nullable(),
  PublicAuthorityDetailsID: nullableInt,
  PublicAuthorityDetails: publicAuthorityDetailsSchema.nullable(),
  SanctionsID: nullableInt,
  Sanctions: sanctionsSchema.nullable(),

  SpecialStatuses: z.array(specialStatusSchema),
  Reorganizations: z.array(reorganizationSchema),
  Liquidations: z.array(liquidationSchema),
  SuspensionsOfActivities: z.array(suspensionSchema),
  ProhibitionsOfActivities: z.array(prohibitionSchema),
  Reregistrations: z.array(reregistrationSchema),
  PreviousNames: z.array(previousNameSchema),
  PreviousAddresses: z.array(previousAddressSchema),
  PreviousLegalForms: z.array(previousLegalFormSchema),
  BranchOf: z.array(branchSchema),
  Branches: z.array(branchSchema),
  Officers: z.array(officerSchema),
  Members: z.array(memberSchema),
  // Item fields of these lists are not shown by the spec: every item is kept whole.
  BeneficialOwners: z.array(unshownItem),
  BeneficialOwnershipStatuses: z.array(unshownItem),
  Procurations: z.array(unshownItem),
  Representatives: z.array(unshownItem),
  SecuringMeasures: z.array(unshownItem),
  VariousNotices: z.array(unshownItem),
});

export type LegalEntity = z.infer<typeof legalEntitySchema>;
