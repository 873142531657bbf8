import type { Locale } from "@/lib/platform/i18n/locales";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import { GraphAccumulator } from "./graph-accumulator";
import { addEntities } from "./graph-entities";
import { addPeople } from "./graph-people";
import { addSanctions } from "./graph-sanctions";
import { EDGE_KINDS, type Graph } from "./graph-types";
import { entityNode } from "./party-node";

/**
 * Every relationship the record states, as one graph centred on the entity: one edge per list item
 * (so edge counts match the lists on the profile) and one node per party, repeated parties merged.
 * Roles, placeholders and sanctions notes are worded in `locale`; relationships are former as of `now`.
 */
export function buildGraph(record: LegalEntity, locale: Locale, now: number = Date.now()): Graph {
  const ref = { registration_number: record.registration_number, name: record.legal_name };
  const acc = new GraphAccumulator(entityNode(ref, "root", locale), now);
  addSanctions(acc, record, locale);
  addPeople(acc, record, locale);
  addEntities(acc, record, locale);
  const graph = acc.graph(record.registration_number);
  // Owners first, then officers, then other relations: the order the table view and layout follow.
  const edges = [...graph.edges].sort((a, b) => EDGE_KINDS.indexOf(a.kind) - EDGE_KINDS.indexOf(b.kind));
  return { ...graph, edges };
}
