import { Fragment, type ReactElement, type ReactNode } from "react";
import { formatDate } from "@/lib/platform/format/format-date";
import { BOOKKEEPING_KEY, hasEntries } from "@/lib/domain/profile/has-entries";
import { isRecord } from "@/lib/domain/profile/is-record";
import { hasParty, isWithheldPerson } from "@/lib/domain/profile/party";
import { isValueItem } from "@/lib/domain/profile/value-shapes";
import { type RecordSchema, fieldSchema, itemSchema, kindOf } from "@/lib/registry/schemas/field-kinds";
import { codeLabel, fieldLabel, isKnownCode } from "@/lib/registry/record/labels";
import { plainDate } from "./date-text";
import { FieldValue } from "./field-value";
import { PARTY_OBJECTS } from "./key-value-list";
import { PartyCell } from "./party-cell";
import type { ProfileCtx } from "./profile-ctx";
import { translator } from "@/lib/platform/i18n/translator";

/** A run of text under a table row: plain text where the value is text, an element where it needs one. */
export type RunPart = string | ReactElement;

/**
 * An object's fields as one run of text, "Label: value · Label: value", for the line under a table row shown
 * whole (a large entity has thousands of such lines). It says what a reader can use, by the rules of the
 * profile's screen: ids and bookkeeping times (BOOKKEEPING_KEY) are left to the raw data and exports, at every
 * level but those in `keep` (a row's own id, the one handle on a row whose person is withheld); a field with
 * no value says nothing rather than "—".
 */
export function fieldRun({
  data,
  schema,
  ctx,
  omit = [],
  keep = [],
}: {
  data: Record<string, unknown>;
  /** The schema of `data`. */
  schema: RecordSchema | undefined;
  ctx: ProfileCtx;
  omit?: readonly string[];
  /** Ids and bookkeeping fields of `data` itself said all the same. */
  keep?: readonly string[];
}): RunPart[] {
  const t = translator(ctx.locale, "profile");
  const party = hasParty(data) && !omit.some((key) => PARTY_OBJECTS.has(key));
  const parts: RunPart[] = [];
  const add = (label: string, value: readonly RunPart[]) =>
    parts.push(`${parts.length > 0 ? " · " : ""}${label}: `, ...value);
  if (party) add(t("party"), [<PartyCell key="party" entry={data} ctx={ctx} />]);
  for (const key of Object.keys(data)) {
    if (omit.includes(key) || (party && PARTY_OBJECTS.has(key))) continue;
    if (BOOKKEEPING_KEY.test(key) && !keep.includes(key)) continue;
    const value = valueRun(data, schema, key, ctx);
    if (value.length > 0) add(fieldLabel(key, ctx.locale), value);
  }
  return parts;
}

/** One field's value as run parts; none when it holds nothing a reader could use. */
function valueRun(parent: Record<string, unknown>, schema: RecordSchema | undefined, key: string, ctx: ProfileCtx) {
  const field = fieldSchema(schema, key);
  const kind = kindOf(field);
  const value = parent[key];
  const element = () => [<FieldValue key={key} parent={parent} schema={schema} name={key} ctx={ctx} />];
  // A withheld person is said to be withheld, not left out as if there were none.
  if (kind?.kind === "person") return isWithheldPerson(value, parent[kind.idKey]) || value ? element() : [];
  if (!hasEntries(value)) return [];
  if (Array.isArray(value)) return listRun(value, itemSchema(field), ctx) ?? element();
  if (isRecord(value))
    return hasParty(value) ? element() : ["(", ...fieldRun({ data: value, schema: field, ctx }), ")"];
  const text = plainText(value, field, ctx);
  return text === null ? element() : [text];
}

/**
 * A list inside a line: its items one after another, "LV, EE" for items of one field each (a person's
 * countries), "(…); (…)" for items of more; null for a list of parties, shown as the profile shows them.
 */
function listRun(items: readonly unknown[], schema: RecordSchema | undefined, ctx: ProfileCtx): RunPart[] | null {
  const objects = items.filter((item): item is Record<string, unknown> => isRecord(item) && !isValueItem(item));
  if (objects.some(hasParty)) return null;
  const readable = (item: Record<string, unknown>) =>
    Object.keys(item).filter((key) => !BOOKKEEPING_KEY.test(key) && hasEntries(item[key]));
  // Items of one field each read as their values; if one has more, each is said with its labels.
  const labelled = objects.some((item) => readable(item).length > 1);
  const runs: RunPart[][] = [];
  for (const item of items) {
    if (isRecord(item) && !isValueItem(item)) {
      const [key] = readable(item);
      if (key === undefined) continue;
      runs.push(labelled ? ["(", ...fieldRun({ data: item, schema, ctx }), ")"] : valueRun(item, schema, key, ctx));
      continue;
    }
    const value = isValueItem(item) ? item.value : item;
    if (!hasEntries(value)) continue;
    const text = plainText(value, isValueItem(item) ? fieldSchema(schema, "value") : schema, ctx);
    if (text === null) return null;
    runs.push([text]);
  }
  return runs.flatMap((run, i) => (i > 0 ? [labelled ? "; " : ", ", ...run] : run));
}

/**
 * A scalar as the profile shows it when that is plain text (amounts, percents, yes or no, words); null when
 * it needs an element (a date, a worded code, a link).
 */
function plainText(value: unknown, schema: RecordSchema | undefined, ctx: ProfileCtx): string | null {
  const text = String(value);
  switch (kindOf(schema)?.kind) {
    case "timestamp":
      return formatDate(text, ctx.locale) ? plainDate(text, ctx.locale) : text;
    case "code":
      // A code with no words of its own is shown as it is (see CodeText).
      return codeLabel(text, ctx.locale) === text ? text : null;
    case "registration-number":
    case "nace-code":
    case "url":
      return null;
    case "amount":
      return text;
    case "percent":
      return `${text}%`;
  }
  const t = translator(ctx.locale, "profile");
  if (typeof value === "boolean") return value ? t("yes") : t("no");
  if ((isKnownCode(value, ctx.locale) && codeLabel(text, ctx.locale) !== text) || text.includes("\n")) return null;
  return text;
}

/**
 * Run parts as React children: neighbouring texts joined into one text node, so the line holds no comment
 * markers between them (React writes one between every two text nodes), elements keyed by place.
 */
export function runChildren(parts: readonly (RunPart | readonly RunPart[] | null)[]): ReactNode[] {
  const out: ReactNode[] = [];
  for (const part of parts.flat()) {
    if (part === null) continue;
    const last = out.length - 1;
    if (typeof part === "string" && typeof out[last] === "string") out[last] += part;
    else out.push(typeof part === "string" ? part : <Fragment key={out.length}>{part}</Fragment>);
  }
  return out;
}
