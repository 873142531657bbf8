import type { Locale } from "@/lib/platform/i18n/locales";
import { isRecord } from "@/lib/domain/profile/is-record";
import { fieldLabel } from "@/lib/registry/record/labels";
import { sectionLabel, type SectionAnchor } from "@/lib/registry/record/sections";
import { changeValue, schemaAt } from "./change-value";
import type { RecordChange } from "./record-changes";

/** One old → new line of a change, worded and formatted for reading. */
export interface ChangeRow {
  label: string;
  before: string;
  after: string;
}

const steps = (path: string) => path.replace(/\[/g, ".[").split(".").filter(Boolean);
const labelOf = (path: string[], locale: Locale) =>
  fieldLabel([...path].reverse().find((s) => !s.startsWith("[")) ?? "value", locale);

/**
 * The old and new values of a change, field by field, in a language: one row for a changed field, one per
 * changed field of an entry or object; none for an entry added or removed, which its summary names whole.
 */
export function changeRows(change: RecordChange, locale: Locale): ChangeRow[] {
  if (change.kind !== "changed") return [];
  const at = steps(change.path);
  const row = (path: string[], before: unknown, after: unknown): ChangeRow => {
    const schema = schemaAt(path);
    return {
      label: labelOf(path, locale),
      before: changeValue(before, schema, locale),
      after: changeValue(after, schema, locale),
    };
  };
  if (!isRecord(change.before) || !isRecord(change.after)) return [row(at, change.before, change.after)];
  const { before, after } = change;
  return Object.keys({ ...before, ...after }).map((field) =>
    row([...at, ...steps(field)], before[field], after[field]),
  );
}

/** The changes grouped by the profile section they belong to, sections in page order (as recordChanges sorts them). */
export function changesBySection(changes: readonly RecordChange[], locale: Locale) {
  const groups: Array<{ section: SectionAnchor; label: string; changes: RecordChange[] }> = [];
  for (const change of changes) {
    const last = groups[groups.length - 1];
    if (last?.section === change.section) last.changes.push(change);
    else groups.push({ section: change.section, label: sectionLabel(change.section, locale), changes: [change] });
  }
  return groups;
}
