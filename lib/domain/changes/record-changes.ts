import diff from "microdiff";
import type { Locale } from "@/lib/platform/i18n/locales";
import { isRecord } from "@/lib/domain/profile/is-record";
import { isWithheldParty } from "@/lib/domain/profile/party";
import { isEndField, isPast } from "@/lib/registry/record/ended-on";
import { fieldLabel } from "@/lib/registry/record/labels";
import { SECTIONS, sectionLabel, sectionOfKey, type SectionAnchor } from "@/lib/registry/record/sections";
import { translator } from "@/lib/platform/i18n/translator";
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
  /** Names a person whose details were withheld from this viewer, or from the credential of the retrieval. */
  withheld: boolean;
}

/** A record, or an object in one, as JSON. */
export type Json = Record<string, unknown>;
interface FieldChange {
  path: string[];
  before: unknown;
  after: unknown;
}

// Bookkeeping the registry bumps on every edit, and internal keys: entries are matched by their `id` instead.
const IGNORED = /^(id|created_at|updated_at|last_modified_at|registry_record_id|cleaned_short_name)$|(_id|ID)$/;
const SCALAR_NAMES = { legal_name: "legalName", type: "type" } as const;
const sectionOrder = new Map<string, number>(SECTIONS.map((s, i) => [s.anchor, i]));

/** A list entry's key: its id, which the spec gives every entry; content only for entries without one. */
export function keyOf(item: unknown): string {
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
 * What changed between two records, section by section in the profile's order, worded in `locale`. Both
 * must be the records as this viewer may see them (lib/domain/access/gate-record.ts), so a withheld person stays
 * withheld here too.
 *
 * An entry is said to have ended only when its new end date has come by `asOf` (the later record's retrieval);
 * an end still ahead is a change of its fields like any other.
 *
 * microdiff, not jsondiffpatch: its flat {type, path, value, oldValue} list maps straight onto field
 * changes, and it is small and fast on the 5,000-member entity. Lists are keyed by id before it runs,
 * which is the one thing jsondiffpatch's objectHash would have added.
 */
export function recordChanges(before: Json, after: Json, locale: Locale, asOf: number = Date.now()): RecordChange[] {
  const out: RecordChange[] = [];
  walkObject(before, after, [], undefined, { locale, out, asOf });
  return out
    .map((change, i) => ({ change, i }))
    .sort((x, y) => (sectionOrder.get(x.change.section) ?? 0) - (sectionOrder.get(y.change.section) ?? 0) || x.i - y.i)
    .map(({ change }) => change);
}

/** Where a walk writes its changes, and the language it words them in. */
interface Walk {
  locale: Locale;
  out: RecordChange[];
  /** When an end date counts as come. */
  asOf: number;
}

function walkObject(b: Json, a: Json, path: string[], section: SectionAnchor | undefined, walk: Walk): void {
  const fields: FieldChange[] = [];
  for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) {
    if (IGNORED.test(key)) continue;
    const [bv, av] = [b[key], a[key]];
    const where = section ?? sectionOfKey(key, av ?? bv);
    if (Array.isArray(bv) || Array.isArray(av)) walkList(asList(bv), asList(av), [...path, key], where, walk);
    else if (isRecord(bv) || isRecord(av)) walkObject(asObject(bv), asObject(av), [...path, key], where, walk);
    else if (bv !== av && path.length === 0) walk.out.push(scalarChange(key, bv, av, where, walk.locale));
    else if (bv !== av) fields.push({ path: [key], before: bv, after: av });
  }
  if (fields.length > 0 && section) walk.out.push(objectChange(b, a, path, section, fields, walk.locale));
}

function walkList(b: unknown[], a: unknown[], path: string[], section: SectionAnchor, walk: Walk): void {
  const { locale, out } = walk;
  const t = translator(locale, "report");
  const key = path[path.length - 1];
  const words = listWords(key, fieldLabel(key, locale), locale);
  const caption = (item: unknown) => (isRecord(item) ? entryCaption(key, item, locale) : String(item));
  const before = new Map(b.map((item) => [keyOf(item), item]));
  const after = new Map(a.map((item) => [keyOf(item), item]));
  const change = (kind: ChangeKind, entry: unknown, id: string, was: unknown, now: unknown, summary: string) =>
    out.push({
      section,
      kind,
      path: pathText([...path, id]),
      before: was,
      after: now,
      summary,
      withheld: isRecord(entry) && isWithheldParty(entry),
    });
  for (const [id, item] of before) {
    if (!after.has(id)) {
      const summary = t("changes.summary.entry", { what: words.removed, caption: caption(item) });
      change("removed", item, id, item, null, summary);
    }
  }
  for (const [id, item] of after) {
    const old = before.get(id);
    if (old === undefined) {
      change("added", item, id, null, item, t("changes.summary.entry", { what: words.added, caption: caption(item) }));
      continue;
    }
    const fields = entryChanges(old, item);
    if (fields.length === 0) continue;
    const itemPath = [...path, id];
    const ended = fields.find(
      (f) => f.path.length === 1 && isEndField(f.path[0]) && !f.before && isPast(f.after, walk.asOf),
    );
    const [was, now] = [shareOf(asObject(old), locale), shareOf(asObject(item), locale)];
    const none = t("changes.value.none");
    const summary = ended
      ? t("changes.summary.ended", {
          what: words.ended,
          caption: caption(item),
          date: changeValue(ended.after, schemaAt([...itemPath, ...ended.path]), locale),
        })
      : key === "Members" && was !== now
        ? t("changes.summary.share", {
            before: was ?? none,
            after: now ?? none,
            party: partyName(asObject(item), locale),
          })
        : t("changes.summary.entryChanged", {
            what: words.changed,
            caption: caption(item),
            fields: describeFields(itemPath, fields, locale),
          });
    change("changed", item, id, fieldValues(fields, "before"), fieldValues(fields, "after"), summary);
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

function describeFields(at: string[], fields: FieldChange[], locale: Locale): string {
  const t = translator(locale, "report");
  return fields
    .map((f) => {
      const schema = schemaAt([...at, ...f.path]);
      const label = fieldLabel([...f.path].reverse().find((step) => !step.startsWith("[")) ?? "value", locale);
      const [before, after] = [changeValue(f.before, schema, locale), changeValue(f.after, schema, locale)];
      return t("changes.summary.field", { label, before, after });
    })
    .join("; ");
}

const isScalarNamed = (key: string): key is keyof typeof SCALAR_NAMES => Object.hasOwn(SCALAR_NAMES, key);

function scalarChange(key: string, b: unknown, a: unknown, section: SectionAnchor, locale: Locale): RecordChange {
  const t = translator(locale, "report");
  const schema = schemaAt([key]);
  const name = isScalarNamed(key) ? t(`changes.names.${SCALAR_NAMES[key]}`) : fieldLabel(key, locale);
  const [before, after] = [changeValue(b, schema, locale), changeValue(a, schema, locale)];
  const summary = t("changes.summary.scalar", { name, before, after });
  return { section, kind: "changed", path: key, before: b ?? null, after: a ?? null, summary, withheld: false };
}

function objectChange(
  b: Json,
  a: Json,
  path: string[],
  section: SectionAnchor,
  fields: FieldChange[],
  locale: Locale,
): RecordChange {
  const t = translator(locale, "report");
  const line = (o: Json) => (typeof o.address_complete === "string" ? o.address_complete : t("changes.value.none"));
  const name = path.length === 1 ? sectionLabel(section, locale) : fieldLabel(path[path.length - 1], locale);
  const summary =
    path.length === 1 && path[0] === "Address" && b.address_complete !== a.address_complete
      ? t("changes.summary.scalar", { name: t("changes.names.address"), before: line(b), after: line(a) })
      : t("changes.summary.object", { name, fields: describeFields(path, fields, locale) });
  return {
    section,
    kind: "changed",
    path: pathText(path),
    before: fieldValues(fields, "before"),
    after: fieldValues(fields, "after"),
    summary,
    withheld: false,
  };
}
