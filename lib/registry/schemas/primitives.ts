import { z } from "zod";
import { kinded } from "@/lib/registry/schemas/field-kinds";

/** ISO 8601 UTC timestamp as the registry sends it; kept as text so it is shown exactly as received. */
export const timestamp = kinded(z.string(), { kind: "timestamp" });
export const nullableTimestamp = timestamp.nullable();
export const nullableText = z.string().nullable();
/** Fields whose type the spec leaves unshown: accepted as they come. */
export const unshown = z.unknown();
function plainValue() {
  return z.union([z.string(), z.number(), z.boolean()]).nullable();
}

/** Untyped scalar fields (amounts, codes, flags): whatever plain value the registry sends. */
export const scalar = plainValue();

/** Register codes (positions, statuses, types), shown in words. */
export const code = kinded(plainValue(), { kind: "code" });
/** Another entity's registration number, linked to its profile. */
export const regcodeRef = kinded(z.string().nullable(), { kind: "registration-number" });
/** An address on the web, linked when it is http(s). */
export const url = kinded(z.string().nullable(), { kind: "url" });
/** Money, shares, areas: quantities as the registry states them. */
export const amount = kinded(plainValue(), { kind: "amount" });
export const percent = kinded(plainValue(), { kind: "percent" });

/** Objects keep fields the spec does not list, so nothing the registry sends is dropped. */
export const record = z.looseObject;

/** Timestamps and the history flags most register entries carry. */
export const historyFields = {
  registered_on: nullableTimestamp,
  removed_on: nullableTimestamp,
  last_modified_at: nullableTimestamp,
  is_annulled: z.boolean().nullable(),
};

export const auditFields = { id: z.number().int(), created_at: timestamp, updated_at: timestamp };

/** A list item whose fields the spec does not show: any object, kept whole (shown by the conventions, fieldSchema). */
export const unshownItem = z.looseObject({});
