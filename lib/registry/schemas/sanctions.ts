import { z } from "zod";
import { partyFields, valueItem } from "./parties";
import { auditFields, code, nullableTimestamp, record, scalar, url } from "./primitives";

const int = z.number().int();

const sanctionFields = {
  list: scalar,
  program: code,
  entry_date: nullableTimestamp,
  registered_on: nullableTimestamp,
  removed_on: nullableTimestamp,
  last_modified_at: nullableTimestamp,
};

export const entitySanctionSchema = record({
  id: int,
  sanctions_id: int.nullable(),
  ...sanctionFields,
  sanction_links: z.array(valueItem("legal_entity_sanction_id", url)),
});

export const relatedSanctionSchema = record({
  id: int,
  sanctions_id: int.nullable(),
  sanctions_indirect_id: int.nullable(),
  ...partyFields,
  position: code,
  ...sanctionFields,
  sanction_links: z.array(valueItem("directly_related_person_sanction_id", url)),
});

export const sanctionsSchema = record({
  ...auditFields,
  legal_entity_sanctions: z.array(entitySanctionSchema),
  directly_related_sanctions: z.array(relatedSanctionSchema),
  indirectly_related_sanctions: z.array(relatedSanctionSchema),
});

export type EntitySanction = z.infer<typeof entitySanctionSchema>;
export type RelatedSanction = z.infer<typeof relatedSanctionSchema>;
