import type { Obj } from "../ctx";
import { showcase } from "../identities";
import { AMBER_VERSIONS } from "./amber";
import { DEEP_CHAIN_VERSIONS } from "./deep-chain";
import type { DemoVersion } from "./edit";
import { SANCTIONED_VERSIONS } from "./sanctioned";

/** The showcase entities whose record changes over time, version 1 onwards (version 0 is the base record). */
const VERSIONS: ReadonlyMap<string, readonly DemoVersion[]> = new Map([
  [showcase.amber.regcode, AMBER_VERSIONS],
  [showcase.sanctioned.regcode, SANCTIONED_VERSIONS],
  [showcase.deep2.regcode, DEEP_CHAIN_VERSIONS],
]);

/** How many versions follow the base record of this number (0 for a record that never changes). */
export function demoVersionCount(regcode: string): number {
  return VERSIONS.get(regcode)?.length ?? 0;
}

/** What version `version` (1-based) of this number changed, in words. */
export function demoVersionChanges(regcode: string, version: number): readonly string[] {
  return VERSIONS.get(regcode)?.[version - 1]?.changes ?? [];
}

/** The numbers that have versions, with what each version changes, for `npm run demo-registry`. */
export function versionedDemoRegcodes(): Array<{ regcode: string; versions: ReadonlyArray<readonly string[]> }> {
  return [...VERSIONS].map(([regcode, versions]) => ({ regcode, versions: versions.map((v) => v.changes) }));
}

/**
 * The base record with the first `version` versions applied in order, on a copy: each version is a small
 * list of edits, so every version is derived from the base record the same way every time.
 */
export function atVersion(regcode: string, base: Obj, version: number): Obj {
  const versions = VERSIONS.get(regcode) ?? [];
  if (version === 0) return base;
  const record = structuredClone(base);
  for (const step of versions.slice(0, version)) {
    step.apply(record);
    record.updated_at = step.on;
    record.last_modified_at = step.on;
  }
  return record;
}
