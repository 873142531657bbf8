import type { Obj } from "../ctx";

/** One step of an entity's history: what it changes, in words, and the edit itself (on a copy it may change). */
export interface DemoVersion {
  changes: readonly string[];
  /** The registry's own edit timestamp for this version. */
  on: string;
  apply(record: Obj): void;
}

function isObj(value: unknown): value is Obj {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** A nested object of the record; a missing one is a mistake in the version's edits, not in the data. */
export function objectAt(parent: Obj, key: string): Obj {
  const value = parent[key];
  if (!isObj(value)) throw new Error(`demo version: ${key} is not an object`);
  return value;
}

export function listAt(parent: Obj, key: string): Obj[] {
  const value = parent[key];
  if (!Array.isArray(value) || !value.every(isObj)) throw new Error(`demo version: ${key} is not a list of objects`);
  return value;
}

/** The list item with this id. */
export function itemAt(parent: Obj, key: string, id: number): Obj {
  const item = listAt(parent, key).find((entry) => entry.id === id);
  if (!item) throw new Error(`demo version: ${key} has no item ${id}`);
  return item;
}

export function removeItem(parent: Obj, key: string, id: number): void {
  parent[key] = listAt(parent, key).filter((entry) => entry.id !== id);
}

/** A fictional natural person in the spec's shape. */
export function person(id: number, forename: string, surname: string, on: string): Obj {
  return {
    id,
    created_at: on,
    updated_at: on,
    forename,
    surname,
    name: `${forename} ${surname}`,
    country: "LV",
    countries: [{ id: id + 1, country: "LV" }],
    country_of_residence: "LV",
    registered_on: null,
    removed_on: null,
    last_modified_at: null,
    is_annulled: false,
  };
}

/** The history flags of an entry registered on `on`. */
export function entryFlags(on: string): Obj {
  return { registered_on: on, removed_on: null, last_modified_at: on, is_annulled: false };
}
