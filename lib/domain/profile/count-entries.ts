import { type RecordSchema, fieldSchema, itemSchema, kindOf } from "@/lib/registry/schemas/field-kinds";
import { SECTIONS, type SectionAnchor, sectionOfKey } from "@/lib/registry/record/sections";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { isRecord } from "./is-record";
import { isWithheldParty, isWithheldPerson } from "./party";

export interface EntryCounts {
  total: number;
  /** Count per profile section, so a finding can link to where the entries are. */
  bySection: Partial<Record<SectionAnchor, number>>;
  firstSection: SectionAnchor | null;
}

type EntryTest = (entry: Record<string, unknown>, schema: RecordSchema | undefined) => boolean;

/** Counts the objects anywhere in a record that satisfy a test, section by section. */
export function countEntries(record: Record<string, unknown>, test: EntryTest): EntryCounts {
  const counts: EntryCounts = { total: 0, bySection: {}, firstSection: null };
  const walk = (value: unknown, schema: RecordSchema | undefined, section: SectionAnchor) => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item, itemSchema(schema), section);
      return;
    }
    if (!isRecord(value)) return;
    if (test(value, schema)) {
      counts.total += 1;
      counts.bySection[section] = (counts.bySection[section] ?? 0) + 1;
    }
    for (const [key, child] of Object.entries(value)) walk(child, fieldSchema(schema, key), section);
  };
  for (const [key, value] of Object.entries(record)) {
    walk(value, fieldSchema(legalEntitySchema, key), sectionOfKey(key, value));
  }
  // First in page order, not in the order the registry happened to send the fields.
  counts.firstSection = SECTIONS.find((s) => counts.bySection[s.anchor])?.anchor ?? null;
  return counts;
}

/** An entry hiding a person: a party without details, or a person field (see FieldKind) whose person was withheld. */
function isWithheldEntry(entry: Record<string, unknown>, schema: RecordSchema | undefined): boolean {
  if (isWithheldParty(entry)) return true;
  return Object.keys(entry).some((key) => {
    const kind = kindOf(fieldSchema(schema, key));
    return kind?.kind === "person" && isWithheldPerson(entry[key], entry[kind.idKey]);
  });
}

/** Every person in the record whose details were withheld; each counts on its own. */
export function countWithheld(record: Record<string, unknown>): EntryCounts {
  return countEntries(record, isWithheldEntry);
}

/** Whether any entry of a list (or its nested entries) hides a person: its table then says why once. */
export function hasWithheld(rows: readonly unknown[], schema: RecordSchema | undefined): boolean {
  const walk = (value: unknown, schema: RecordSchema | undefined): boolean => {
    if (Array.isArray(value)) return value.some((item) => walk(item, itemSchema(schema)));
    if (!isRecord(value)) return false;
    if (isWithheldEntry(value, schema)) return true;
    return Object.entries(value).some(([key, child]) => walk(child, fieldSchema(schema, key)));
  };
  return rows.some((row) => walk(row, schema));
}
