import { z } from "zod";
import { legalActSchema, legalEntityBasicSchema, linksSchema, partyFields } from "./parties";
import {
  amount,
  code,
  historyFields,
  percent,
  nullableText,
  nullableTimestamp,
  record,
  regcodeRef,
  scalar,
} from "./primitives";

const int = z.number().int();
const nullableInt = int.nullable();
const entryOf = { id: int, legal_entity_id: nullableInt };

export const specialStatusSchema = record({
  ...entryOf,
  type: code,
  date_from: nullableTimestamp,
  date_to: nullableTimestamp,
  ...historyFields,
});

const reorganizationParty = record({
  id: int,
  reorganization_id: nullableInt,
  registration_number: regcodeRef,
  external_object_number: nullableText,
  foreign_registration_number: nullableText,
  name: nullableText,
  current_name: nullableText,
  address: nullableText,
  country: nullableText,
  links_id: nullableInt,
  links: linksSchema.nullable(),
});

export const reorganizationSchema = record({
  ...entryOf,
  type: code,
  date: nullableTimestamp,
  result: code,
  LegalActID: nullableInt,
  legal_act: legalActSchema.nullable(),
  entities_involved: z.array(
    record({
      id: int,
      reorganization_id: nullableInt,
      registration_number: regcodeRef,
      current_name: nullableText,
      LinksID: nullableInt,
      links: linksSchema.nullable(),
    }),
  ),
  subjects: z.array(reorganizationParty),
  objects: z.array(reorganizationParty),
  ...historyFields,
});

const endingFields = { type: code, started_on: nullableTimestamp, ended_on: nullableTimestamp, result_type: code };

export const liquidationSchema = record({
  ...entryOf,
  ...endingFields,
  completion_expected_on: nullableTimestamp,
  grounds_for_liquidation: scalar,
  grounds_for_continuation: scalar,
  LegalActID: nullableInt,
  legal_act: legalActSchema.nullable(),
  ...historyFields,
});

export const suspensionSchema = record({
  ...entryOf,
  ...endingFields,
  grounds_for_suspension: scalar,
  grounds_for_renewal: scalar,
  ...historyFields,
});

export const prohibitionSchema = record({
  ...entryOf,
  ...endingFields,
  grounds_for_prohibition: scalar,
  grounds_for_ending_prohibition: scalar,
  ...historyFields,
});

export const reregistrationSchema = record({ ...entryOf, date: nullableTimestamp, register: code });
export const previousNameSchema = record({ ...entryOf, name: scalar, ...historyFields });
export const previousAddressSchema = record({ ...entryOf, address: scalar, ...historyFields });
export const previousLegalFormSchema = record({
  ...entryOf,
  type: code,
  register: code,
  registered_because_of: code,
  removed_because_of: code,
  ...historyFields,
});

export const branchSchema = record({
  ...entryOf,
  date_from: nullableTimestamp,
  date_to: nullableTimestamp,
  legal_entity_basic_id: nullableInt,
  legal_entity_basic: legalEntityBasicSchema.nullable(),
  last_modified_at: nullableTimestamp,
});

export const officerSchema = record({
  ...entryOf,
  ...partyFields,
  rights_of_representation: z.array(
    record({
      id: int,
      officer_id: nullableInt,
      procuration_id: nullableInt,
      type: code,
      with_at_least: scalar,
      details: scalar,
    }),
  ),
  appointed_on: nullableTimestamp,
  term_until: nullableTimestamp,
  resigned_on: nullableTimestamp,
  position: code,
  position_details: scalar,
  governing_body: code,
  note: scalar,
  registered_because_of: code,
  removed_because_of: code,
  ...historyFields,
});

const party = record({ id: int, ...partyFields });

export const memberSchema = record({
  ...entryOf,
  is_restricted: scalar,
  date_from: nullableTimestamp,
  date_to: nullableTimestamp,
  is_personally_liable: scalar,
  ...partyFields,
  representative_id: nullableInt,
  representative: party.nullable(),
  share_holder_details_id: nullableInt,
  share_holder_details: record({
    id: int,
    number_of_shares: amount,
    share_nominal_value: amount,
    share_currency: scalar,
    in_percent: percent,
    votes: amount,
    joint_owners: z.array(record({ id: int, share_holder_details_id: nullableInt, ...partyFields })),
  }).nullable(),
});

export type Officer = z.infer<typeof officerSchema>;
export type Member = z.infer<typeof memberSchema>;
export type Branch = z.infer<typeof branchSchema>;
export type Reorganization = z.infer<typeof reorganizationSchema>;
