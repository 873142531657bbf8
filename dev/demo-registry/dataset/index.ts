import { generatedRecord } from "./generated";
import {
  GENERATED_REGCODES,
  LARGE,
  SHOWCASE_KEYS,
  type ShowcaseKey,
  type Story,
  generatedIndexOf,
  showcase,
} from "./identities";
import { buildLargeEntity } from "./large-entity";
import { SHOWCASE_BUILDERS } from "./showcase";
import { atVersion } from "./versions";

export { demoVersionChanges, demoVersionCount, versionedDemoRegcodes } from "./versions";
export { OWNERSHIP_SHOWCASE, type OwnershipShowcasePurpose } from "./showcase/beneficial-ownership";

/** A LegalEntity JSON object, exactly the spec's shape, with all personal details present. */
export type DemoRecord = Record<string, unknown>;

const showcaseKeyByRegcode = new Map(SHOWCASE_KEYS.map((key) => [showcase[key].regcode, key]));

let largeEntity: DemoRecord | undefined;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * The record for `regcode` as of `version` (0, the base record, unless the number has versions), or undefined
 * for an unknown number. Showcase and generated records are built fresh on each call; the large one is built
 * once and frozen, so callers must copy before changing it.
 */
export function findDemoRecord(regcode: string, version = 0): DemoRecord | undefined {
  const key = showcaseKeyByRegcode.get(regcode);
  if (key) return atVersion(regcode, SHOWCASE_BUILDERS[key](), version);
  if (regcode === LARGE.regcode) {
    largeEntity ??= deepFreeze(buildLargeEntity());
    return largeEntity;
  }
  const index = generatedIndexOf(regcode);
  return index === undefined ? undefined : generatedRecord(index);
}

/** The listed showcase entities, in display order; the upstream companies of a structure are served but not listed. */
export const demoShowcase: ReadonlyArray<{ regcode: string; name: string; story: Story }> = SHOWCASE_KEYS.filter(
  (key) => showcase[key].listed,
).map((key) => ({
  regcode: showcase[key].regcode,
  name: showcase[key].name,
  story: showcase[key].story,
}));

export const demoRegcodes: Record<ShowcaseKey, string> & {
  large: string;
  cycle: readonly string[];
  chain: readonly string[];
} = {
  ...(Object.fromEntries(SHOWCASE_KEYS.map((key) => [key, showcase[key].regcode])) as Record<ShowcaseKey, string>),
  large: LARGE.regcode,
  cycle: [showcase.cycleA.regcode, showcase.cycleB.regcode, showcase.cycleC.regcode],
  chain: [showcase.chainX.regcode, showcase.chainY.regcode, showcase.chainZ.regcode],
};

export function allDemoRegcodes(): string[] {
  return [...SHOWCASE_KEYS.map((key) => showcase[key].regcode), LARGE.regcode, ...GENERATED_REGCODES];
}
