import type { Identity } from "@/lib/registry/schemas/identity";
import { PERSONAL_DETAILS_SCOPE } from "@/lib/registry/schemas/identity";
import { isRecord } from "./is-record";
import { isWithheldEntry } from "./party";
import { SECTIONS, sectionOfKey, type SectionAnchor } from "./sections";

export const WITHHELD_LABEL = "Personal details withheld";

/** Why persons are withheld, from what the identity operation says about the credential. */
export function withheldReason(identity: Identity | null): string {
  if (!identity) return "The registry left out personal details for the credential in use";
  if (!identity.scopes.includes(PERSONAL_DETAILS_SCOPE)) {
    return "The credential in use does not have the personal-details scope";
  }
  return "The account is not approved for restricted personal details";
}

export interface EntryCounts {
  total: number;
  /** Count per profile section, so a finding can link to where the entries are. */
  bySection: Partial<Record<SectionAnchor, number>>;
  firstSection: SectionAnchor | null;
}

/** Counts the objects anywhere in a record that satisfy a test, section by section. */
export function countEntries(record: Record<string, unknown>, test: (entry: Record<string, unknown>) => boolean) {
  const counts: EntryCounts = { total: 0, bySection: {}, firstSection: null };
  const walk = (value: unknown, section: SectionAnchor) => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item, section);
      return;
    }
    if (!isRecord(value)) return;
    if (test(value)) {
      counts.total += 1;
      counts.bySection[section] = (counts.bySection[section] ?? 0) + 1;
    }
    for (const child of Object.values(value)) walk(child, section);
  };
  for (const [key, value] of Object.entries(record)) walk(value, sectionOfKey(key, value));
  // First in page order, not in the order the registry happened to send the fields.
  counts.firstSection = SECTIONS.find((s) => counts.bySection[s.anchor])?.anchor ?? null;
  return counts;
}

/** Every person in the record whose details were withheld; each counts on its own. */
export function countWithheld(record: Record<string, unknown>): EntryCounts {
  return countEntries(record, isWithheldEntry);
}
