import { SCOPES } from "@/lib/registry/scopes";

/**
 * How much of a natural person a credential may see: everything, the person's presence
 * without identifying details, or nothing at all.
 */
export type PersonalDetailsAccess = "full" | "masked" | "hidden";

export function personalDetailsAccess(credential: {
  scopes: readonly string[];
  approved: boolean;
}): PersonalDetailsAccess {
  if (!credential.scopes.includes(SCOPES.personalDetails)) return "hidden";
  return credential.approved ? "full" : "masked";
}

/** What identifies a natural person: a masked person keeps everything else (dates, ids, flags). */
export const IDENTIFYING_FIELDS = [
  "forename",
  "surname",
  "name",
  "country",
  "country_of_residence",
  "countries",
] as const;
type IdentifyingField = (typeof IDENTIFYING_FIELDS)[number];
/** What masking leaves in an identifying field: no countries, else nothing. */
const maskedValue = (key: IdentifyingField) => (key === "countries" ? [] : null);
const MASKED_FIELDS = Object.fromEntries(IDENTIFYING_FIELDS.map((key) => [key, maskedValue(key)]));

/** A NaturalPerson object, wherever it sits in a record: one with both `forename` and `surname`. */
function isNaturalPerson(value: object): boolean {
  return "forename" in value && "surname" in value;
}

/**
 * Returns a copy of a registry record with every NaturalPerson object (isNaturalPerson) reduced to what
 * the access level allows.
 * Never mutates its input: records come straight from the shared dataset.
 */
export function redactPersonalDetails(value: unknown, access: PersonalDetailsAccess): unknown {
  if (Array.isArray(value)) return value.map((item) => redactPersonalDetails(item, access));
  if (value === null || typeof value !== "object") return value;

  if (isNaturalPerson(value)) {
    if (access === "hidden") return null;
    // A NaturalPerson holds no further people, so the masked copy needs no deeper walk.
    if (access === "masked") return { ...value, ...MASKED_FIELDS };
  }
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, redactPersonalDetails(child, access)]));
}

/** Whether `key` of a person already holds what masking puts there. */
function isBlank(key: IdentifyingField, value: unknown): boolean {
  const masked = maskedValue(key);
  return Array.isArray(masked) ? Array.isArray(value) && value.length === 0 : value === masked;
}

/**
 * Whether masking `value` (redactPersonalDetails, "masked") would change it: some NaturalPerson in it has an
 * identifying field that is not blank, or lacks one, which the masked copy adds. It walks without copying:
 * asking this of a large entity's record took a fraction of masking it and comparing the two texts.
 */
export function maskingChanges(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(maskingChanges);
  if (value === null || typeof value !== "object") return false;
  if (isNaturalPerson(value))
    return IDENTIFYING_FIELDS.some((key) => !Object.hasOwn(value, key) || !isBlank(key, Reflect.get(value, key)));
  return Object.values(value).some(maskingChanges);
}
