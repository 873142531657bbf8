import { z } from "zod";
import {
  auditFields,
  code,
  historyFields,
  nullableText,
  nullableTimestamp,
  record,
  regcodeRef,
  url,
} from "./primitives";

export const linksSchema = record({
  ...auditFields,
  self: url,
  foreign_entity: url,
  commercial_pledges: url,
  insolvency: url,
  annual_reports: url,
  public_documents: url,
  restricted_documents: url,
  mass_media: url,
});

export const addressSchema = record({
  ...auditFields,
  address_register_code: z.number().int().nullable(),
  postal_code: nullableText,
  address_incomplete: nullableText,
  address_complete: nullableText,
  county: nullableText,
  city: nullableText,
  parish: nullableText,
  village: nullableText,
  street: nullableText,
  house_name: nullableText,
  house_number: nullableText,
  apartment: nullableText,
  registered_on: nullableTimestamp,
});

export const naturalPersonSchema = record({
  ...auditFields,
  forename: nullableText,
  surname: nullableText,
  name: nullableText,
  country: nullableText,
  countries: z.array(record({ id: z.number().int(), country: nullableText })).nullable(),
  country_of_residence: nullableText,
  ...historyFields,
});

export const legalEntityBasicSchema = record({
  ...auditFields,
  registration_number: regcodeRef,
  external_object_number: nullableText,
  foreign_registration_number: nullableText,
  name: nullableText,
  address: nullableText,
  country: nullableText,
  links_id: z.number().int().nullable(),
  links: linksSchema.nullable(),
});

export const legalActSchema = record({
  ...auditFields,
  legislator_name: nullableText,
  legislator_number: nullableText,
  date: nullableTimestamp,
  type: code,
});

/** A party is a person, a legal entity, or (when personal details are withheld) neither. */
export const partyFields = {
  natural_person: naturalPersonSchema.nullable(),
  legal_entity_basic_id: z.number().int().nullable(),
  legal_entity_basic: legalEntityBasicSchema.nullable(),
};

/** The {id, <parent>_id, value} items the spec uses for goals, type details and sanction links. */
export function valueItem<K extends string, V extends z.ZodType>(parentKey: K, value: V) {
  const parent = { [parentKey]: z.number().int().nullable() } as Record<K, z.ZodNullable<z.ZodNumber>>;
  return record({ id: z.number().int(), ...parent, value });
}

export type NaturalPerson = z.infer<typeof naturalPersonSchema>;
export type LegalEntityBasic = z.infer<typeof legalEntityBasicSchema>;
export type Links = z.infer<typeof linksSchema>;
export type Address = z.infer<typeof addressSchema>;
export type LegalAct = z.infer<typeof legalActSchema>;
