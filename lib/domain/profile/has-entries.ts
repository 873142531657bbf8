import { isRecord } from "./is-record";

/** Ids and bookkeeping timestamps: an object holding only these says nothing to a reader. */
export const BOOKKEEPING_KEY = /^(id|created_at|updated_at|last_modified_at)$|_id$|ID$/;

/**
 * Whether a record field holds anything to read: a list with an entry, an object with a field beyond its ids
 * and bookkeeping times that holds something, or a value. A section of nothing but these is left out of the
 * profile's flow (an SIA has no religious, political or arbitration court details).
 */
export function hasEntries(value: unknown): boolean {
  if (value === null || value === undefined || value === "") return false;
  if (Array.isArray(value)) return value.length > 0;
  if (isRecord(value)) return Object.entries(value).some(([key, v]) => !BOOKKEEPING_KEY.test(key) && hasEntries(v));
  return true;
}
