import { fieldSchema, itemSchema, kindOf, type RecordSchema } from "@/lib/record/field-kinds";
import { formatDate } from "@/lib/format/format-date";
import { humanizeCode } from "@/lib/format/humanize-code";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";

/** The schema at a path of the record ("[id=…]" steps into a list's items), to read a field's declared kind. */
export function schemaAt(path: readonly string[]): RecordSchema | undefined {
  let schema: RecordSchema | undefined = legalEntitySchema;
  for (const step of path) schema = step.startsWith("[") ? itemSchema(schema) : fieldSchema(schema, step);
  return schema;
}

/** A changed value as the profile would show it: dates as dates, codes in words, shares in percent. */
export function changeValue(value: unknown, schema: RecordSchema | undefined): string {
  if (value === null || value === undefined || value === "") return "none";
  if (typeof value === "object") return Array.isArray(value) ? `${value.length} entries` : "details";
  const kind = kindOf(schema)?.kind;
  if (kind === "timestamp" && typeof value === "string") return formatDate(value) || value;
  if (kind === "code" && (typeof value === "string" || typeof value === "number")) return humanizeCode(value);
  if (kind === "percent") return `${value}%`;
  return String(value);
}
