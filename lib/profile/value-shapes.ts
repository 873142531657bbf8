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
