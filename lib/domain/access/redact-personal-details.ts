import { z } from "zod";
import { END_FIELDS } from "@/lib/registry/record/ended-on";
import { kindOf, type RecordSchema } from "@/lib/registry/schemas/field-kinds";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { officerSchema } from "@/lib/registry/schemas/lists";
import { legalEntityBasicSchema, naturalPersonSchema } from "@/lib/registry/schemas/parties";
import { unshownItem } from "@/lib/registry/schemas/primitives";
import { SCOPES } from "@/lib/registry/client/scopes";

/**
 * How much of a natural person a credential may see: everything, the person's presence
 * without identifying details, or nothing at all.
 */
export type PersonalDetailsAccess = "full" | "masked" | "hidden";

export function personalDetailsAccess(credential: {
  scopes: readonly string[];
  approved: boolean;
}): PersonalDetailsAccess {
  if (!credential.scopes.includes(SCOPES.personalDetails)) return "hidden";
  return credential.approved ? "full" : "masked";
}

/** What identifies a natural person: a masked person always carries these, blank. */
export const IDENTIFYING_FIELDS = [
  "forename",
  "surname",
  "name",
  "country",
  "country_of_residence",
  "countries",
] as const;
type IdentifyingField = (typeof IDENTIFYING_FIELDS)[number];
const IDENTIFYING = new Set<string>(IDENTIFYING_FIELDS);
/** What masking leaves in an identifying field: no countries, else nothing. */
const maskedValue = (key: IdentifyingField) => (key === "countries" ? [] : null);

/**
 * The allow-list: what a masked person, or the register entry holding one, may keep (its place, role, share and
 * dates, its end among them, so a masked entry still reads as ended). Everything else a person-like object carries
 * is withheld, whatever the registry calls it.
 */
const SAFE_FIELDS = new Set([
  "id",
  "legal_entity_id",
  "created_at",
  "updated_at",
  "registered_on",
  ...END_FIELDS,
  "last_modified_at",
  "is_annulled",
  "type",
  "position",
  "position_details",
  "role",
  "governing_body",
  "control_type",
  "is_indirect",
  "is_personally_liable",
  "is_restricted",
  "date_from",
  "appointed_on",
  "term_until",
  "share",
  "in_percent",
  "number_of_shares",
  "votes",
]);
/** Whether masking keeps a person's field (when its value is plain): every other field is blanked or withheld. */
export const keptWhenMasked = (key: string) => SAFE_FIELDS.has(key);

/** Entry fields that hold no person themselves but structure (rights, the legal-entity side): walked, not copied. */
const SAFE_ENTRY_STRUCTURE = new Set([
  "natural_person",
  "legal_entity_basic_id",
  "legal_entity_basic",
  "rights_of_representation",
]);

/** Field names that say their value identifies someone, in any object. */
const PERSONAL_KEY =
  /(^|_)(personal|person|personas)_?(code|id|number|no|kods)($|_)|birth|born($|_)|(^|_)dob($|_)|passport|identity_?(code|number|document)|national_?id|(^|_)ssn($|_)|forename|surname|(first|last|given|family|middle|maiden)_?name/i;
/** A Latvian personal code as it is written (ddmmyy-nnnnn): a registration number never has the dash. */
const PERSONAL_CODE = /\d{6}-\d{5}/;
/** A `type`/`kind` value naming a natural person. */
const NATURAL_KIND = /natural|individual|fizisk|^person$/i;
const KIND_KEYS = ["type", "kind", "person_type", "party_type", "entity_type", "subject_type"];
/** What only a legal entity carries. */
const ENTITY_MARKERS = [
  "registration_number",
  "legal_name",
  "legal_entity_basic",
  "foreign_registration_number",
  "external_object_number",
];
/** Fields of the spec's register entries, read by their shape wherever an unshown entry carries them. */
const PARTY_FIELDS: Record<string, RecordSchema> = {
  legal_entity_basic: legalEntityBasicSchema,
  rights_of_representation: officerSchema.shape.rights_of_representation,
};

/** Names of lists that hold people, for lists the spec does not show. */
const PEOPLE_LIST =
  /owner(?!ship)|holder|person|people|represent|procura|officer|member|manager|director|signator|beneficiar|partner|founder|employee|contact|agent|trustee|guardian|heir|staff|board/i;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Thrown by a probe at the first change: the walk need not go on. */
const CHANGED = Symbol("changed");

interface Walk {
  access: "masked" | "hidden";
  /** Only whether anything would change is asked: stop at the first change. */
  probe: boolean;
  /** A fresh copy throughout, sharing nothing with the input. */
  copy: boolean;
}

function unwrapped(schema: RecordSchema): RecordSchema {
  return schema instanceof z.ZodNullable || schema instanceof z.ZodOptional ? unwrapped(schema.unwrap()) : schema;
}
const PERSON_SCHEMA = unwrapped(naturalPersonSchema);

function looksLikePerson(value: Json): boolean {
  return Object.keys(value).some(
    (key) =>
      PERSONAL_KEY.test(key) ||
      (KIND_KEYS.includes(key) && typeof value[key] === "string" && NATURAL_KIND.test(value[key])),
  );
}
const isEntity = (value: Json) => ENTITY_MARKERS.some((key) => value[key] !== null && value[key] !== undefined);
const isPartyEntry = (value: Json) => "natural_person" in value || "legal_entity_basic" in value;
const hasName = (value: Json) => Object.keys(value).some((key) => /(^|_)name$/i.test(key));

/**
 * Whether a register entry concerns a natural person: one sits in it, or its place is empty (withheld) with no
 * legal entity beside it. Such an entry keeps only its allow-listed fields and those its schema lists.
 */
function isPersonalEntry(value: Json): boolean {
  if (!("natural_person" in value)) return false;
  return value.natural_person !== null || !isObject(value.legal_entity_basic);
}

/** What a schema says of its value, worked out once per schema: asking zod on every field of a large record is slow. */
type Plan =
  | { is: "person" }
  | { is: "unshown" }
  | { is: "list"; items: RecordSchema | undefined }
  | { is: "object"; shape: Record<string, RecordSchema> }
  | { is: "other" };
const plans = new WeakMap<RecordSchema, Plan>();

function planOf(schema: RecordSchema): Plan {
  let plan = plans.get(schema);
  if (plan) return plan;
  const inner = unwrapped(schema);
  if (inner === PERSON_SCHEMA || kindOf(schema)?.kind === "person") plan = { is: "person" };
  else if (inner === unshownItem) plan = { is: "unshown" };
  else if (inner instanceof z.ZodArray) plan = { is: "list", items: inner.element };
  else if (inner instanceof z.ZodObject) plan = { is: "object", shape: inner.shape };
  else plan = { is: "other" };
  plans.set(schema, plan);
  return plan;
}

/** The walk's copy of one value, or the value itself when nothing in it changes. */
function walkKnown(value: unknown, schema: RecordSchema, walk: Walk, peopleList = false): unknown {
  if (value === null || (typeof value !== "object" && typeof value !== "string")) return value;
  const plan = planOf(schema);
  if (plan.is === "person") return person(value, walk);
  if (plan.is === "unshown") return walkUnknown(value, walk, true, peopleList);
  if (Array.isArray(value)) {
    const items = plan.is === "list" ? plan.items : undefined;
    const each = (item: unknown) => (items ? walkKnown(item, items, walk, peopleList) : walkUnknown(item, walk, true));
    return mapList(value, each, walk);
  }
  if (isObject(value))
    return plan.is === "object" ? walkObject(value, plan.shape, walk) : walkUnknown(value, walk, false);
  return value;
}

/**
 * A value nothing describes. `listItem`: it is an item of a list whose items the spec does not show, where a
 * person may stand without any field saying so, so any item that could be one is treated as one.
 */
function walkUnknown(value: unknown, walk: Walk, listItem: boolean, peopleList = false): unknown {
  if (Array.isArray(value)) return mapList(value, (item) => walkUnknown(item, walk, true, peopleList), walk);
  if (typeof value === "string") {
    // A bare string in an unshown list may be a name: nothing tells, so it is withheld.
    if (listItem || PERSONAL_CODE.test(value)) return null;
    return value;
  }
  if (!isObject(value)) return value;
  // An entry with a party place is read as the spec's entries are: its person rebuilt, its own fields checked.
  if (isPartyEntry(value)) return walkObject(value, undefined, walk);
  if (looksLikePerson(value)) return person(value, walk);
  if (isEntity(value)) return walkObject(value, undefined, walk);
  // Named and not a legal entity, or any item of a list of people: it cannot be told from a person.
  if (hasName(value) || peopleList) return person(value, walk);
  return walkObject(value, undefined, walk);
}

/** A field the object's schema does not list: withheld when its name or value identifies someone. */
function unknownField(key: string, value: unknown, walk: Walk): unknown {
  if (PERSONAL_KEY.test(key)) return undefined;
  return walkUnknown(value, walk, false, Array.isArray(value) && PEOPLE_LIST.test(key));
}

function walkObject(value: Json, shape: Record<string, RecordSchema> | undefined, walk: Walk): Json {
  const personal = isPersonalEntry(value);
  let changed = walk.copy;
  const kept: [string, unknown][] = [];
  for (const [key, child] of Object.entries(value)) {
    let next: unknown;
    if (key === "natural_person") next = person(child, walk);
    else if (shape && Object.hasOwn(shape, key)) next = walkKnown(child, shape[key], walk, PEOPLE_LIST.test(key));
    else if (Object.hasOwn(PARTY_FIELDS, key)) next = walkKnown(child, PARTY_FIELDS[key], walk);
    // An entry about a person keeps what the allow-list names; the rest may identify them.
    else if (personal && !SAFE_FIELDS.has(key) && !SAFE_ENTRY_STRUCTURE.has(key)) next = undefined;
    else next = unknownField(key, child, walk);
    if (next !== child) {
      if (walk.probe) throw CHANGED;
      changed = true;
    }
    if (next !== undefined) kept.push([key, next]);
  }
  return changed ? Object.fromEntries(kept) : value;
}

function mapList(list: unknown[], each: (item: unknown) => unknown, walk: Walk): unknown[] {
  let changed = walk.copy;
  const out = list.map((item) => {
    const next = each(item);
    if (next !== item) {
      if (walk.probe) throw CHANGED;
      changed = true;
    }
    return next;
  });
  return changed ? out : list;
}

/**
 * A natural person rebuilt from the allow-list: identifying fields blank, allow-listed plain values kept, every
 * other field dropped; null when persons are hidden. The person itself when that is what it already is.
 */
function person(value: unknown, walk: Walk): unknown {
  if (value === null || value === undefined) return value;
  // Whatever else stands in a person's place cannot be told safe.
  if (!isObject(value) || walk.access === "hidden") return null;
  const rebuilt: Json = {};
  for (const [key, child] of Object.entries(value)) {
    if (IDENTIFYING.has(key)) rebuilt[key] = maskedValue(key as IdentifyingField);
    else if (SAFE_FIELDS.has(key) && isPlainSafe(child)) rebuilt[key] = child;
  }
  for (const key of IDENTIFYING_FIELDS) if (!Object.hasOwn(rebuilt, key)) rebuilt[key] = maskedValue(key);
  return !walk.copy && samePerson(value, rebuilt) ? value : rebuilt;
}

const isPlainSafe = (value: unknown) =>
  value === null ||
  typeof value === "number" ||
  typeof value === "boolean" ||
  (typeof value === "string" && !PERSONAL_CODE.test(value));

/** Whether the rebuilt person says exactly what the person did (so masking it again changes nothing). */
function samePerson(value: Json, rebuilt: Json): boolean {
  const keys = Object.keys(rebuilt);
  if (keys.length !== Object.keys(value).length) return false;
  return keys.every((key) => {
    const [was, now] = [value[key], rebuilt[key]];
    if (Array.isArray(now)) return Array.isArray(was) && was.length === 0 && now.length === 0;
    return Object.hasOwn(value, key) && was === now;
  });
}

function redact(value: unknown, walk: Walk): unknown {
  return walkKnown(value, legalEntitySchema, walk);
}

/**
 * A registry record (or a part of one, read as a record) as the access level allows: every natural person
 * rebuilt from the allow-list or left out, unknown fields and list items that may identify someone withheld.
 * Always a fresh copy: records come straight from the shared dataset and callers may change what they get.
 */
export function redactPersonalDetails(value: unknown, access: PersonalDetailsAccess): unknown {
  return access === "full" ? structuredClone(value) : redact(value, { access, probe: false, copy: true });
}

/**
 * The masked record for the app's gate: shares whatever masking leaves as it was with `value`, so the caller
 * must not change it (the gate parses it into a record of its own).
 */
export function maskedForViewer(value: unknown): unknown {
  return redact(value, { access: "masked", probe: false, copy: false });
}

/**
 * Whether masking `value` would change it: the same walk as maskedForViewer, stopped at the first change, so
 * a viewer is told details were withheld exactly when some were.
 */
export function maskingChanges(value: unknown): boolean {
  try {
    redact(value, { access: "masked", probe: true, copy: false });
    return false;
  } catch (error) {
    if (error === CHANGED) return true;
    throw error;
  }
}
