import { isRecord } from "./is-record";

/** The name an object goes by when it is shown folded: its name, number or address, whichever it has. */
export function nameOf(value: Record<string, unknown>): string | undefined {
  const name = [value.current_name, value.name, value.registration_number, value.address_complete].find(
    (v) => typeof v === "string" && v !== "",
  );
  return typeof name === "string" ? name : undefined;
}

/** {id, <parent>_id, value} items, as used for goals and sanction links: only the value says anything. */
export function isValueItem(item: unknown): item is Record<string, unknown> & { value: unknown } {
  return (
    isRecord(item) && "value" in item && Object.keys(item).every((k) => k === "value" || k === "id" || /_id$/i.test(k))
  );
}

/**
 * A value with fields of its own: an object, or a list of objects other than value items. In a table it
 * folds behind a summary on screen; on paper it needs the full width of the line under its row.
 */
export function isNestedValue(value: unknown): boolean {
  if (isRecord(value)) return true;
  return Array.isArray(value) && value.some(isRecord) && !value.every(isValueItem);
}
