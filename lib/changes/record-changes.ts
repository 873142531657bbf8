import diff from "microdiff";
import { isRecord } from "@/lib/profile/is-record";
import { fieldLabel } from "@/lib/record/labels";
import { SECTIONS, sectionLabel, sectionOfKey, type SectionAnchor } from "@/lib/record/sections";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import { changeValue, schemaAt } from "./change-value";
import { entryCaption, listWords, partyName, shareOf } from "./change-words";

export type ChangeKind = "added" | "removed" | "changed";

/** One difference between two retrievals of a record, in an analyst's words. */
export interface RecordChange {
  /** The profile section it belongs to. */
  section: SectionAnchor;
  kind: ChangeKind;
  /** Where in the record: field names, list entries as `[id=…]`. */
  path: string;
  /** added: null, removed: the entry; changed: the changed fields (path below `path`, or the field) and their values. */
  before: unknown;
  after: unknown;
  summary: string;
}

type Json = Record<string, unknown>;
interface FieldChange {
  path: string[];
  before: unknown;
  after: unknown;
}

// Bookkeeping the registry bumps on every edit, and internal keys: entries are matched by their `id` instead.
const IGNORED = /^(id|created_at|updated_at|last_modified_at|registry_record_id|cleaned_short_name)$|(_id|ID)$/;
const END_FIELDS = new Set(["removed_on", "resigned_on", "ended_on", "date_to"]);
const SCALAR_NAMES: Partial<Record<string, string>> = { legal_name: "Name", type: "Legal form" };
const sectionOrder = new Map<string, number>(SECTIONS.map((s, i) => [s.anchor, i]));

/** A list entry's key: its id, which the spec gives every entry; content only for entries without one. */
function keyOf(item: unknown): string {
  return isRecord(item) && (typeof item.id === "number" || typeof item.id === "string")
    ? `[id=${item.id}]`
    : `[${JSON.stringify(item)}]`;
}

/** Lists turned into objects keyed by entry id, so microdiff compares entries by id, never by position. */
function keyed(value: unknown): unknown {
  if (Array.isArray(value)) return Object.fromEntries(value.map((item) => [keyOf(item), keyed(item)]));
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, keyed(v)]));
  return value;
}

const pathText = (path: readonly string[]) => path.join(".").replace(/\.\[/g, "[");
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const asObject = (value: unknown): Json => (isRecord(value) ? value : {});

/**
 * What changed between two records, section by section in the profile's order. Both must be the records
 * as this viewer may see them (lib/access/gate-record.ts), so a withheld person stays withheld here too.
 *
 * microdiff, not jsondiffpatch: its flat {type, path, value, oldValue} list maps straight onto field
 * changes, and it is small and fast on the 5,000-member entity. Lists are keyed by id before it runs,
 * which is the one thing jsondiffpatch's objectHash would have added.
 */
export function recordChanges(before: LegalEntity, after: LegalEntity): RecordChange[] {
  const out: RecordChange[] = [];
  walkObject(before, after, [], undefined, out);
  return out
    .map((change, i) => ({ change, i }))
    .sort((x, y) => (sectionOrder.get(x.change.section) ?? 0) - (sectionOrder.get(y.change.section) ?? 0) || x.i - y.i)
    .map(({ change }) => change);
}

function walkObject(b: Json, a: Json, path: string[], section: SectionAnchor | undefined, out: RecordChange[]): void {
  const fields: FieldChange[] = [];
  for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) {
    if (IGNORED.test(key)) continue;
    const [bv, av] = [b[key], a[key]];
    const where = section ?? sectionOfKey(key, av ?? bv);
    if (Array.isArray(bv) || Array.isArray(av)) walkList(asList(bv), asList(av), [...path, key], where, out);
    else if (isRecord(bv) || isRecord(av)) walkObject(asObject(bv), asObject(av), [...path, key], where, out);
    else if (bv !== av && path.length === 0) out.push(scalarChange(key, bv, av, where));
    else if (bv !== av) fields.push({ path: [key], before: bv, after: av });
  }
  if (fields.length > 0 && section) out.push(objectChange(b, a, path, section, fields));
}

function walkList(b: unknown[], a: unknown[], path: string[], section: SectionAnchor, out: RecordChange[]): void {
  const key = path[path.length - 1];
  const words = listWords(key, fieldLabel(key));
  const caption = (item: unknown) => (isRecord(item) ? entryCaption(key, item) : String(item));
  const before = new Map(b.map((item) => [keyOf(item), item]));
  const after = new Map(a.map((item) => [keyOf(item), item]));
  const change = (kind: ChangeKind, id: string, was: unknown, now: unknown, summary: string) =>
    out.push({ section, kind, path: pathText([...path, id]), before: was, after: now, summary });
  for (const [id, item] of before) {
    if (!after.has(id)) change("removed", id, item, null, `${words.removed}: ${caption(item)}`);
  }
  for (const [id, item] of after) {
    const old = before.get(id);
    if (old === undefined) {
      change("added", id, null, item, `${words.added}: ${caption(item)}`);
      continue;
    }
    const fields = entryChanges(old, item);
    if (fields.length === 0) continue;
    const itemPath = [...path, id];
    const ended = fields.find((f) => f.path.length === 1 && END_FIELDS.has(f.path[0]) && !f.before && f.after);
    const [was, now] = [shareOf(asObject(old)), shareOf(asObject(item))];
    const summary = ended
      ? `${words.ended}: ${caption(item)}, on ${changeValue(ended.after, schemaAt([...itemPath, ...ended.path]))}`
      : key === "Members" && was !== now
        ? `Share changed from ${was ?? "none"} to ${now ?? "none"}: ${partyName(asObject(item))}`
        : `${words.changed}: ${caption(item)}: ${describeFields(itemPath, fields)}`;
    change("changed", id, fieldValues(fields, "before"), fieldValues(fields, "after"), summary);
  }
}

function entryChanges(old: unknown, item: unknown): FieldChange[] {
  if (JSON.stringify(old) === JSON.stringify(item)) return [];
  const [b, a] = [keyed(old), keyed(item)];
  if (!isRecord(b) || !isRecord(a)) return [{ path: [], before: old, after: item }];
  return diff(b, a, { cyclesFix: false })
    .filter((d) => !IGNORED.test(String(d.path[d.path.length - 1])))
    .map((d) => ({
      path: d.path.map(String),
      before: d.type === "CREATE" ? null : d.oldValue,
      after: d.type === "REMOVE" ? null : d.value,
    }));
}

function fieldValues(fields: FieldChange[], side: "before" | "after"): Json {
  return Object.fromEntries(fields.map((f) => [pathText(f.path), f[side]]));
}

function describeFields(at: string[], fields: FieldChange[]): string {
  return fields
    .map((f) => {
      const schema = schemaAt([...at, ...f.path]);
      const label = fieldLabel([...f.path].reverse().find((step) => !step.startsWith("[")) ?? "value");
      return `${label} ${changeValue(f.before, schema)} → ${changeValue(f.after, schema)}`;
    })
    .join("; ");
}

function scalarChange(key: string, b: unknown, a: unknown, section: SectionAnchor): RecordChange {
  const schema = schemaAt([key]);
  const name = SCALAR_NAMES[key] ?? fieldLabel(key);
  const summary = `${name} changed from ${changeValue(b, schema)} to ${changeValue(a, schema)}`;
  return { section, kind: "changed", path: key, before: b ?? null, after: a ?? null, summary };
}

function objectChange(b: Json, a: Json, path: string[], section: SectionAnchor, fields: FieldChange[]): RecordChange {
  const line = (o: Json) => (typeof o.address_complete === "string" ? o.address_complete : "none");
  const summary =
    path.length === 1 && path[0] === "Address" && b.address_complete !== a.address_complete
      ? `Address changed from ${line(b)} to ${line(a)}`
      : `${path.length === 1 ? sectionLabel(section) : fieldLabel(path[path.length - 1])} changed: ${describeFields(path, fields)}`;
  return {
    section,
    kind: "changed",
    path: pathText(path),
    before: fieldValues(fields, "before"),
    after: fieldValues(fields, "after"),
    summary,
  };
}
