import { z } from "zod";

/**
 * How a field of the register record is shown, declared on its schema (see lib/registry/schemas):
 * - timestamp: a date (the exact value kept for whoever hovers it)
 * - code: a register code, in words, raw code kept
 * - registration-number: another entity's number, linked to its profile
 * - person: a natural person that may have been withheld; `idKey` names the sibling id that says one exists
 * - nace-code: an activity code, with its NACE title
 * - url: an external address, linked only when it is http(s)
 * - amount: a quantity (money, shares, area), in figures
 * - percent: a share in percent
 * Fields without a kind, and fields the spec does not list, are shown as text; objects and lists by their shape.
 */
export type FieldKind =
  | { kind: "timestamp" }
  | { kind: "code" }
  | { kind: "registration-number" }
  | { kind: "person"; idKey: string }
  | { kind: "nace-code" }
  | { kind: "url" }
  | { kind: "amount" }
  | { kind: "percent" };

/** The kinds, keyed by the very schema object that declares them. */
export const fieldKinds = z.registry<FieldKind>();

/** Declares how a field is shown; each call must be given a schema of its own, since the kind is keyed by it. */
export function kinded<T extends z.ZodType>(schema: T, kind: FieldKind): T {
  fieldKinds.add(schema, kind);
  return schema;
}

/** Any zod schema of the record or of a part of it. */
export type RecordSchema = z.core.$ZodType;

function unwrapped(schema: RecordSchema): RecordSchema {
  return schema instanceof z.ZodNullable || schema instanceof z.ZodOptional ? unwrapped(schema.unwrap()) : schema;
}

/** The declared kind of a field's schema, or undefined for plain text and for fields the spec does not list. */
export function kindOf(schema: RecordSchema | undefined): FieldKind | undefined {
  if (!schema) return undefined;
  return fieldKinds.get(schema) ?? fieldKinds.get(unwrapped(schema));
}

/** The schema of one field of an object schema; undefined for fields the spec does not list. */
export function fieldSchema(parent: RecordSchema | undefined, key: string): RecordSchema | undefined {
  const object = parent && unwrapped(parent);
  return object instanceof z.ZodObject && Object.hasOwn(object.shape, key) ? object.shape[key] : undefined;
}

/** The schema of a list's items. */
export function itemSchema(list: RecordSchema | undefined): RecordSchema | undefined {
  const array = list && unwrapped(list);
  return array instanceof z.ZodArray ? array.element : undefined;
}

const conventionalTimestamp = kinded(z.unknown(), { kind: "timestamp" }).optional();
const conventionalCode = kinded(z.unknown(), { kind: "code" }).optional();

/**
 * Fields the spec's general conventions declare by name wherever they occur, whether a record's schema lists
 * them or not: these dates are timestamps, and `type` is a register code, as on every list whose fields the spec
 * shows. Each accepts whatever comes, and is shown as declared only where it reads so (a date, a known code).
 */
export const CONVENTIONAL_FIELDS = {
  // First in an item parsed with them (an unshown list's), and so first in its table: the kind of entry, its dates.
  type: conventionalCode,
  date_from: conventionalTimestamp,
  date_to: conventionalTimestamp,
  date: conventionalTimestamp,
  registered_on: conventionalTimestamp,
  removed_on: conventionalTimestamp,
  last_modified_at: conventionalTimestamp,
  created_at: conventionalTimestamp,
  updated_at: conventionalTimestamp,
};

const CONVENTIONAL_BY_NAME: ReadonlyMap<string, RecordSchema> = new Map(Object.entries(CONVENTIONAL_FIELDS));

/** How a field the record's schema does not list is shown: by the conventions, when its name is one of theirs. */
export function conventionalField(key: string): RecordSchema | undefined {
  return CONVENTIONAL_BY_NAME.get(key);
}
