import { z } from "zod";

/**
 * How a field of the register record is shown, declared on its schema (see lib/registry/client/schemas):
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

/**
 * The schema of one field of an object schema; for a field it does not list, the kind the spec's conventions give
 * the field's name (below), else undefined.
 */
export function fieldSchema(parent: RecordSchema | undefined, key: string): RecordSchema | undefined {
  const object = parent && unwrapped(parent);
  if (object instanceof z.ZodObject && Object.hasOwn(object.shape, key)) return object.shape[key];
  return CONVENTIONAL_FIELDS.get(key);
}

/** The schema of a list's items. */
export function itemSchema(list: RecordSchema | undefined): RecordSchema | undefined {
  const array = list && unwrapped(list);
  return array instanceof z.ZodArray ? array.element : undefined;
}

const conventionalTimestamp = kinded(z.unknown(), { kind: "timestamp" });

/**
 * Fields the spec's general conventions declare by name wherever they occur, whether a record's schema lists
 * them or not (lists whose item fields the spec does not show, a member's registered_on): these dates are
 * timestamps, and `type` is a register code, as on every list whose fields the spec shows. Each is shown as
 * declared only where its value reads so (a date, a known code); it is never used to parse.
 */
const CONVENTIONAL_FIELDS: ReadonlyMap<string, RecordSchema> = new Map([
  ["type", kinded(z.unknown(), { kind: "code" })],
  ...[
    "date_from",
    "date_to",
    "date",
    "registered_on",
    "removed_on",
    "last_modified_at",
    "created_at",
    "updated_at",
  ].map((key): [string, RecordSchema] => [key, conventionalTimestamp]),
]);
