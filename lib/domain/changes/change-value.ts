import { fieldSchema, itemSchema, kindOf, type RecordSchema } from "@/lib/registry/schemas/field-kinds";
import { formatDate } from "@/lib/platform/format/format-date";
import type { Locale } from "@/lib/platform/i18n/locales";
import { codeLabel } from "@/lib/registry/record/labels";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { translator } from "@/lib/platform/i18n/translator";

/** The schema at a path of the record ("[id=…]" steps into a list's items), to read a field's declared kind. */
export function schemaAt(path: readonly string[]): RecordSchema | undefined {
  let schema: RecordSchema | undefined = legalEntitySchema;
  for (const step of path) schema = step.startsWith("[") ? itemSchema(schema) : fieldSchema(schema, step);
  return schema;
}

/** A changed value as the profile would show it, in a language: dates as dates, codes in words, shares in percent. */
export function changeValue(value: unknown, schema: RecordSchema | undefined, locale: Locale): string {
  const t = translator(locale, "report");
  if (value === null || value === undefined || value === "") return t("changes.value.none");
  if (typeof value === "object") {
    return Array.isArray(value) ? t("changes.value.entries", { count: value.length }) : t("changes.value.details");
  }
  const kind = kindOf(schema)?.kind;
  if (kind === "timestamp" && typeof value === "string") return formatDate(value, locale) || value;
  if (kind === "code" && (typeof value === "string" || typeof value === "number")) return codeLabel(value, locale);
  if (kind === "percent") return `${value}%`;
  return String(value);
}
